import { codegenPermissions } from '@jobmarket/contracts/codegen/permissions';
import { usePermissions } from 'react-admin';
import { hasPerm, type Grants } from '../../auth/permissions';

/**
 * What the signed-in user may do on the code generator: save or reset a configuration (sys:codegen:edit) and download
 * the generated files (sys:codegen:download). The generator is a page, not a resource of the permission table, so it
 * reads the session's permission strings directly (ROOT passes, as everywhere).
 */
export function useCodegenAccess(): { canEdit: boolean; canDownload: boolean } {
  const { permissions } = usePermissions<Grants>();
  return { canEdit: hasPerm(permissions, codegenPermissions.edit), canDownload: hasPerm(permissions, codegenPermissions.download) };
}
