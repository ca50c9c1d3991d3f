import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardScreen } from '../../../ui/card-screen';
import { ServerStatus } from './server-status';

/** The way to the other sign-in screen, under the card: "No account yet? Create an account". */
export interface SwitchScreen {
  question: string;
  label: string;
  to: string;
}

/** The frame of the sign-in screens: the logo, the settings gear, a card, and the server status. */
export function AuthFrame({ title, subtitle, children, switchTo }: { title: string; subtitle?: ReactNode; children: ReactNode; switchTo?: SwitchScreen }) {
  return (
    <CardScreen
      footer={<ServerStatus />}
      below={
        switchTo && (
          <>
            {switchTo.question}{' '}
            <Link to={switchTo.to} className="font-semibold text-primary-ink hover:underline">
              {switchTo.label}
            </Link>
          </>
        )
      }
    >
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-1.5 text-sm text-muted">{subtitle}</p>}
      <div className="mt-6">{children}</div>
    </CardScreen>
  );
}
