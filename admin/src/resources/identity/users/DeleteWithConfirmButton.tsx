import { ConfirmDeleteButton, type ConfirmDeleteButtonProps } from '../../../components/ConfirmDeleteButton';

/** Kept for screens that still import it from here (departments): the shared button, with the api path as `apiPath`. */
export const DeleteWithConfirmButton = ({ apiPath, ...props }: Omit<ConfirmDeleteButtonProps, 'resource'> & { apiPath: string }) => (
  <ConfirmDeleteButton resource={apiPath} {...props} />
);
