import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { formatMoney, type BillingState } from '../../../api/billing/billing';

/** Invoices, newest first, each with a link to its printable page (the account screen shows this too). */
export function InvoiceList({ state }: { state: BillingState }) {
  const { t, i18n } = useTranslation();
  if (state.invoices.length === 0) return <p className="text-sm text-muted">{t('billing.invoices.none')}</p>;
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {state.invoices.map((invoice) => (
        <li key={invoice.transaction_id} className="flex items-center justify-between gap-2">
          <span>
            {t('billing.invoices.number', { number: invoice.invoice_number ?? invoice.transaction_id })} · {formatDate(invoice.billed_at, i18n.language)} · {formatMoney(invoice.total, invoice.currency, i18n.language)}
            {invoice.payment_failed && <span className="ms-2 text-error">{t('billing.invoices.failed')}</span>}
          </span>
          <ButtonLink to={`/print-invoice/${encodeURIComponent(invoice.transaction_id)}`} size="small" variant="text">
            {t('billing.invoices.view')}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
