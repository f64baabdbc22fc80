// Route /profile/requests: the requests the signed-in user sent, read-only, each with its status label.
import { RequestsList } from './RequestsList';

export function ProfileRequestsScreen() {
  return <RequestsList source="sent" />;
}
