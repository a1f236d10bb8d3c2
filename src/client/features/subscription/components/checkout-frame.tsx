import type { ReactNode } from 'react';
import { ShoppingBag } from 'lucide-react';
import { PageHeader } from '@client/components/ui/page-header';

/** The checkout screens' page: heading and one card. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        title="Checkout"
        icon={ShoppingBag}
        description="Review the change before you confirm it."
      />
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">{children}</div>
    </div>
  );
}
