// Part 2 §2 User account screen, Requests section: the requests list of /requests (a company's incoming
// ones) or of /profile/requests (a buyer's sent ones), under the account screen's own title.
import { useSelector } from '@xstate/react';
import { selectUser } from '../../../../machines/session/session.selectors';
import { useSessionActor } from '../../../app-context';
import { RequestsList } from '../../requests/RequestsList';

export function RequestsSection() {
  const user = useSelector(useSessionActor(), selectUser);
  return <RequestsList source={user && user.sellerId !== null ? 'incoming' : 'sent'} headingLevel={2} />;
}
