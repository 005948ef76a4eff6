import { StatusPage } from './StatusPage';

export const UnauthorizedPage = () => <StatusPage kind="unauthorized" />;
