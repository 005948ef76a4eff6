import { StatusPage } from './StatusPage';

export const NotFoundPage = () => <StatusPage kind="notFound" />;
