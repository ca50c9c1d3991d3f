// A printable invoice (issue 19).
import { Printer, Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatDate } from '../../../ui/format';
import { RowsSkeleton } from '../../../ui/skeleton';
import { formatMoney, useInvoice } from '../../../api/billing/billing';
import { BackToAccount, Frame } from '../components/billing-frame';

export default function PrintInvoiceScreen({ standalone = false }: { standalone?: boolean }) {
  return (
    <Frame standalone={standalone}>
      <PrintInvoice />
    </Frame>
  );
}

function PrintInvoice() {
  const { t, i18n } = useTranslation();
  const { transactionId = '' } = useParams();
  const invoice = useInvoice(transactionId);
  if (invoice.isPending) return <RowsSkeleton />;
  // An unknown or foreign invoice id: what went wrong, and the way back to the account's billing (issue 32, point 9).
  if (invoice.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        {/* The screen's heading even with no invoice to show (axe: page-has-heading-one; issue 36). */}
        <h1 className="text-2xl font-bold">{t('billing.invoice.title')}</h1>
        <Alert variant="error">{errorText(invoice.error) || t('billing.invoice.notFound')}</Alert>
        <BackToAccount />
      </div>
    );
  const data = invoice.data;
  const money = (minor: number) => formatMoney(minor, data.currency, i18n.language);
  return (
    <>
      <div className="mx-auto mb-3 max-w-2xl print:hidden">
        <BackToAccount />
      </div>
      <article className="mx-auto flex max-w-2xl flex-col gap-6 rounded-card bg-surface p-8 shadow-card print:shadow-none" aria-label={t('billing.invoice.title')}>
        <header className="flex items-start justify-between gap-4">
          <h1 className="flex items-center gap-2 text-2xl font-bold">
            <Receipt className="size-6" aria-hidden="true" /> {t('billing.invoice.title')} {data.invoice_number ?? data.transaction_id}
          </h1>
          <Button onClick={() => window.print()} startIcon={<Printer className="size-4" />} className="print:hidden">
            {t('billing.invoice.print')}
          </Button>
        </header>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="text-muted">{t('billing.invoice.billedTo')}</dt>
          <dd>
            {data.customer_name} ({data.customer_email})
          </dd>
          <dt className="text-muted">{t('billing.invoice.seller')}</dt>
          <dd>Courtside{data.seller_id ? ` · ${t('billing.invoice.sellerId', { id: data.seller_id })}` : ''}</dd>
          <dt className="text-muted">{t('billing.invoice.date')}</dt>
          <dd>{formatDate(data.billed_at, i18n.language)}</dd>
        </dl>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-start">
              <th className="py-2 text-start">{t('billing.invoice.item')}</th>
              <th className="py-2 text-end">{t('billing.invoice.quantity')}</th>
              <th className="py-2 text-end">{t('billing.invoice.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {data.lines.map((line, index) => (
              <tr key={index} className="border-b border-line">
                <td className="py-2">{line.description}</td>
                <td className="py-2 text-end">{line.quantity}</td>
                <td className="py-2 text-end">{money(line.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td className="py-2 text-muted" colSpan={2}>{t('billing.invoice.tax')}</td>
              <td className="py-2 text-end">{money(data.tax)}</td>
            </tr>
            <tr className="font-bold">
              <td className="py-2" colSpan={2}>{t('billing.invoice.total')}</td>
              <td className="py-2 text-end" data-testid="invoice-total">{money(data.total)}</td>
            </tr>
          </tfoot>
        </table>
      </article>
    </>
  );
}
