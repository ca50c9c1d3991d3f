import { CreditCard, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PlaceholderScreen } from '../../../ui/placeholder-screen';

export type BillingScreen = 'pick-subscription' | 'update-subscription' | 'checkout' | 'update-plan' | 'print-invoice' | 'paddle';

/** Payments are off in the embedded default (DESIGN.md §5); these screens say what will be there. */
export default function BillingPlaceholder({ which, standalone }: { which: BillingScreen; standalone: boolean }) {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen
      standalone={standalone}
      icon={which === 'print-invoice' ? <Receipt /> : <CreditCard />}
      title={t(`placeholder.${which}.title`)}
      description={t(`placeholder.${which}.description`)}
    />
  );
}
