import {
  BarChart3,
  Bell,
  BookOpenCheck,
  Coins,
  CreditCard,
  Database,
  Feather,
  HandCoins,
  KeyRound,
  Palette,
  Pencil,
  Settings2,
  ShieldCheck,
  Stamp,
} from 'lucide-react';
import { LinkButton } from '@client/components/ui/link-button';
import { Panel } from '@client/components/ui/panel';
import { AliasManager } from '../aliases/alias-manager';
import { ThemePicker } from './theme-picker';

const ACCOUNT_LINKS = [
  { to: '/profile/edit', label: 'Edit Profile', icon: Pencil },
  { to: '/settings/privacy', label: 'Manage Privacy', icon: ShieldCheck },
  { to: '/settings/brand', label: 'Your brand', icon: Stamp },
  { to: '/notifications', label: 'Configure Notifications', icon: Bell },
  { to: '/settings/data', label: 'Your data', icon: Database },
  { to: '/settings/billing', label: 'Billing', icon: CreditCard },
  { to: '/earnings', label: 'Earnings from tips', icon: Coins },
  { to: '/tips/allocation', label: 'Monthly tip allocation', icon: HandCoins },
  { to: '/commissions', label: 'Commissions', icon: Feather },
  { to: '/settings/commissions', label: 'Commission settings', icon: Feather },
  { to: '/beta', label: 'Beta reading', icon: BookOpenCheck },
  { to: '/analytics', label: 'Story analytics', icon: BarChart3 },
  { to: '/settings/tokens', label: 'API tokens', icon: KeyRound },
];

/**
 * Settings (SPEC section 2): theme picker, aliases, Edit Profile, Manage Privacy (the privacy
 * screen), Configure Notifications (the notification settings on /notifications) and the
 * user's data (export and account deletion), Billing (plan, usage, invoices), tip earnings and API
 * tokens.
 */
export function SettingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <Panel title="Theme" icon={Palette}>
        <ThemePicker />
      </Panel>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-sm">
        <AliasManager />
      </div>
      <Panel title="Account" icon={Settings2}>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
            <LinkButton key={to} to={to} variant="secondary">
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </LinkButton>
          ))}
        </div>
      </Panel>
    </div>
  );
}
