// Route /requests (part 1 §2 Requests): the company's incoming purchase and barter requests.
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../../app-context';
import { PendingScreen } from '../pending/PendingScreen';
import { RequestsList } from './RequestsList';
import { selectUser } from '../../../machines/session/session.selectors';

export function RequestsScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  // Requests arrive for a company's products: a signed-in buyer has none (theirs are under /profile/requests).
  if (!user || user.sellerId === null) return <PendingScreen screen="requests" reason="not-allowed" />;
  return <RequestsList source="incoming" />;
}
