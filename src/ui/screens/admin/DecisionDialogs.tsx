// The approval confirmation and the decline's reason, opened by the join-review machine's states.
import { useTranslation } from 'react-i18next';
import type { EventFrom, SnapshotFrom } from 'xstate';
import { DECLINE_REASON_MAX } from '../../../api/schemas/join-review';
import type { joinReviewMachine } from '../../../machines/join-review/join-review.machine';
import { Button } from '../../kit/Button';
import { Dialog } from '../../kit/Dialog';
import { TextArea } from '../../kit/TextArea';
import { WithName } from '../../kit/UserText';
import { useMessageText } from '../join/message-text';

type Props = { snapshot: SnapshotFrom<typeof joinReviewMachine>; send: (event: EventFrom<typeof joinReviewMachine>) => void };

export function DecisionDialogs({ snapshot, send }: Props) {
  const { t } = useTranslation('admin');
  const messageText = useMessageText();
  const { applications, chosenId, reason, error } = snapshot.context;
  const chosen = applications.find((a) => a.id === chosenId);
  const approving = snapshot.matches('approving');
  const declining = snapshot.matches('declining');
  const cancel = () => { if (!approving && !declining) send({ type: 'CANCEL_CLICKED' }); };
  // The company's name and e-mail are the applicant's words: isolated inside the sentence (bidi, digits).
  const company = chosen?.companyName ?? '';
  const email = chosen?.email ?? '';
  const sentence = (key: string, name: string, value: string) => <WithName text={(slot) => t(key, { [name]: slot.name })} name={value} />;
  return (
    <>
      <Dialog
        open={snapshot.matches('confirmingApproval') || approving}
        onClose={cancel}
        title={sentence('approve-title', 'company', company)}
        description={sentence('approve-body', 'email', email)}
        actions={(
          <>
            <Button variant="secondary" onClick={cancel} disabled={approving}>{t('cancel')}</Button>
            <Button onClick={() => send({ type: 'CONFIRM_CLICKED' })} loading={approving}>{t('confirm-approve')}</Button>
          </>
        )}
      >
        {error && <p role="alert" className="text-sm text-rose-700">{messageText(error)}</p>}
      </Dialog>
      <Dialog
        open={snapshot.matches('writingReason') || declining}
        onClose={cancel}
        title={sentence('decline-title', 'company', company)}
        description={sentence('decline-body', 'email', email)}
        actions={(
          <>
            <Button variant="secondary" onClick={cancel} disabled={declining}>{t('cancel')}</Button>
            <Button variant="danger" onClick={() => send({ type: 'CONFIRM_CLICKED' })} loading={declining}>{t('confirm-decline')}</Button>
          </>
        )}
      >
        <TextArea
          label={t('reason-label')}
          value={reason}
          required
          maxLength={DECLINE_REASON_MAX}
          rows={4}
          dir="auto"
          error={messageText(error)}
          onChange={(e) => send({ type: 'REASON_TYPED', reason: e.target.value })}
        />
      </Dialog>
    </>
  );
}
