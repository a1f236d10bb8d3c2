import { TEMPLATE_REFUND_TERMS } from '@common/marketplace-constants';
import { formatPrice } from '@client/components/template-card/template-format';

/**
 * What the buyer reads about refunds of a paid template, before buying (under Buy Now and in
 * the purchase dialog) and before refunding. The terms are the server's own
 * (TEMPLATE_REFUND_TERMS): using or exporting a template ends its refund right, and a template
 * bought again after a refund is final.
 */
export { TEMPLATE_REFUND_TERMS };

/** The purchase dialog's text. */
export const purchaseConfirmText = (price: number): string =>
  `You pay ${formatPrice(price)} once. The template stays in My Templates, to use as often as you like. ${TEMPLATE_REFUND_TERMS}`;

/** The refund dialog's text (My Templates). */
export const refundConfirmText = (price: number): string =>
  `You get ${formatPrice(price)} back. The template leaves My Templates and your review of it is removed. If you buy it again, that purchase cannot be refunded.`;

/** Beside a bought template that may still be refunded (My Templates). */
export const REFUNDABLE_HINT = 'Refundable until you use or export it.';
