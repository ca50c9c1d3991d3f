// A playbook in its classic view, with its plays from one call; each play links to its page. After a
// delete the coach goes to the playbooks tab of the plays area (spec §2).
import { BookOpen, GraduationCap } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCanEditTeam } from '../../../api/teams/get-teams';
import { shareLinks } from '../../../api/share/share-links';
import { playPath } from '../../../api/plays/keys';
import { errorText } from '../../../lib/api-error';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button';
import { assignPath } from '../../../api/assignments/keys';
import { TeamItemDetail, type TeamItemScreens } from '../../../ui/detail-screen';
import { useDeletePlaybook } from '../../../api/playbooks/delete-playbook';
import { usePlaybook } from '../../../api/playbooks/get-playbook';
import { usePlaybookPlays } from '../../../api/playbooks/get-playbook-plays';
import type { PlaybookRecord } from '../../../api/playbooks/keys';
import { PlaybookClassicView } from '../components/playbook-classic-view';
import { UploadedVideoContext } from '../../../ui/play-videos';
import { useUploadedVideo } from '../../../api/media/get-media';
import { PrintPlaybookButton } from '../components/print-playbook-button';
import { playbookEditorPath } from '../playbook-links';

const PLAYBOOK_SCREENS: TeamItemScreens<PlaybookRecord> = {
  kind: 'playbook',
  icon: <BookOpen aria-hidden="true" />,
  idOf: (record) => record.playbook_id,
  // The plays area's playbooks tab: where the back link and a delete go.
  list: '/dashboard/playbooks',
  editor: playbookEditorPath,
  texts: 'playbooks',
  ownDeleteText: true,
};

export default function PlaybookDetailRoute() {
  const { t } = useTranslation();
  const { playbookId = '' } = useParams();
  const plays = usePlaybookPlays(playbookId);
  const playsById = useMemo(() => (plays.data ? new Map(plays.data.map((play) => [String(play.play_id), play])) : undefined), [plays.data]);
  const canEdit = useCanEditTeam();
  const actions = (record: PlaybookRecord) => (
    <>
      <PrintPlaybookButton playbook={record} />
      {canEdit(record.team_id) && (
        <ButtonLink to={assignPath(record.team_id, { playbook_id: record.playbook_id })} variant="outlined" startIcon={<GraduationCap className="size-4" aria-hidden="true" />}>
          {t('common.assignToPlayers')}
        </ButtonLink>
      )}
    </>
  );
  return (
    <TeamItemDetail screens={PLAYBOOK_SCREENS} query={usePlaybook(playbookId)} canEdit={canEdit} remove={useDeletePlaybook()} shareLinks={shareLinks} header={(record) => ({ title: record.title })} actions={actions}>
      {(record) =>
        plays.isError && !plays.data ? (
          <Alert variant="error" title={t('common.loadFailed')}>
            {errorText(plays.error)}
          </Alert>
        ) : (
          <UploadedVideoContext value={useUploadedVideo}>
            <PlaybookClassicView data={record.data} plays={playsById} playLink={playPath} />
          </UploadedVideoContext>
        )
      }
    </TeamItemDetail>
  );
}
