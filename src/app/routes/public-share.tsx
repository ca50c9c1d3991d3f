// `/dashboard/public/{kind}/{token}`: what a share link opens (spec §2), outside the signed-in
// layout so anyone sees it. Each kind's page belongs to its feature and downloads only when opened.
import { lazy, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { ShareKind } from '../../api/share/keys';
import { PublicMessage } from '../../ui/public-screen';

const PAGES: Record<ShareKind, ComponentType> = {
  play: lazy(() => import('../../features/plays/routes/public-play')),
  playbook: lazy(() => import('../../features/playbooks/routes/public-playbook')),
  rotation: lazy(() => import('../../features/rotations/routes/public-rotation')),
  'practice-plan': lazy(() => import('../../features/practice-plans/routes/public-practice-plan')),
};

export default function PublicShareRoute() {
  const { kind = '' } = useParams();
  const Page = Object.hasOwn(PAGES, kind) ? PAGES[kind as ShareKind] : undefined;
  return Page ? <Page /> : <PublicMessage />;
}
