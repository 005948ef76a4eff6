import { roleCodes, type Locale } from '@jobmarket/contracts';
import { translate } from '@jobmarket/contracts/i18n/translate';
import { AppError } from '../../../http/appError';
import type { SheetRows } from '../../../http/spreadsheet';
import { fieldErrorsOf } from '../../../http/validation';
import { createUserForm } from './forms';
import { adminFieldsOf, type ImportableUser } from './handlers';

/** The template's header row, also what the import reads (role codes comma-separated). */
export const IMPORT_COLUMNS = ['username', 'nickname', 'gender', 'mobile', 'email', 'roleCodes', 'password'] as const;
const REQUIRED_COLUMNS = ['username', 'nickname', 'roleCodes', 'password'] as const;
export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

export interface ImportRejection {
  row: number;
  username: string;
  reason: string;
}

export interface ImportContext {
  locale: Locale;
  /** Upper-case role code → role id. */
  roleIdsByCode: Map<string, number>;
  /** Lower-case usernames live users already hold. */
  takenUsernames: Set<string>;
  deptId: number | null;
  /** Roles the importing caller may hand out (those whose rights it holds), in a file as on the form. */
  grantableRoleIds: ReadonlySet<number>;
}

type Column = (typeof IMPORT_COLUMNS)[number];

/** Column number of each known header, matched without regard to case; refuses a file missing a required one. */
function columnsOf(sheet: SheetRows): Map<Column, number> {
  const byLowerName = new Map([...sheet.header].map(([text, column]) => [text.toLowerCase(), column]));
  const columns = new Map<Column, number>();
  for (const name of IMPORT_COLUMNS) {
    const column = byLowerName.get(name.toLowerCase());
    if (column !== undefined) columns.set(name, column);
  }
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) throw new AppError('A0402', 'identity.user.importMissingColumns', { columns: missing.join(', ') });
  return columns;
}

/** Lower-case usernames in the file, to look up which are taken in one go. */
export function usernamesOf(sheet: SheetRows): string[] {
  const column = columnsOf(sheet).get('username')!;
  return [...new Set(sheet.rows.flatMap(({ cells }) => cells.get(column)?.toLowerCase() ?? []))];
}

/**
 * Checks every row by the form's rules plus what only an import has (role codes, duplicates within the file);
 * a row with any problem is rejected with all its reasons, the rest are ready to create.
 */
export function validateImportRows(sheet: SheetRows, context: ImportContext): { accepted: ImportableUser[]; rejected: ImportRejection[] } {
  const columns = columnsOf(sheet);
  const accepted: ImportableUser[] = [];
  const rejected: ImportRejection[] = [];
  const seen = new Set<string>();
  const message = (key: string, vars?: Record<string, string | number>) => translate(context.locale, key, vars);

  for (const { rowNumber, cells } of sheet.rows) {
    const cell = (name: Column) => {
      const column = columns.get(name);
      return column === undefined ? undefined : cells.get(column);
    };
    const username = cell('username') ?? '';
    const reasons: string[] = [];

    const codes = (cell('roleCodes') ?? '')
      .split(/[,，;\s]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean);
    const unknownCodes = codes.filter((code) => !context.roleIdsByCode.has(code));
    if (unknownCodes.length > 0) reasons.push(`roleCodes: ${message('identity.user.unknownRoleCodes', { codes: unknownCodes.join(', ') })}`);
    const ungrantable = codes.filter((code) => context.roleIdsByCode.has(code) && !context.grantableRoleIds.has(context.roleIdsByCode.get(code)!));
    if (ungrantable.length > 0) {
      const key = ungrantable.includes(roleCodes.root) ? 'identity.user.rootRoleReserved' : 'identity.authority.roleBeyondYours';
      reasons.push(`roleCodes: ${message(key)}`);
    }

    const parsed = createUserForm.safeParse({
      username,
      nickname: cell('nickname') ?? '',
      gender: cell('gender') ?? 0,
      mobile: cell('mobile') ?? null,
      email: cell('email') ?? null,
      status: 1,
      deptId: context.deptId,
      roleIds: codes.flatMap((code) => context.roleIdsByCode.get(code) ?? []),
      password: cell('password') ?? '',
    });
    if (!parsed.success) {
      for (const [field, text] of Object.entries(fieldErrorsOf(parsed.error, context.locale))) {
        // the sheet names the roles column roleCodes; unknown codes already explained why it is empty
        const column = field.startsWith('roleIds') ? 'roleCodes' : field;
        if (column === 'roleCodes' && unknownCodes.length > 0) continue;
        reasons.push(`${column}: ${text}`);
      }
    }

    const key = username.trim().toLowerCase();
    if (key && seen.has(key)) reasons.push(`username: ${message('identity.user.duplicateInFile')}`);
    else if (key && context.takenUsernames.has(key)) reasons.push(`username: ${message('errors.A0111')}`);
    if (key) seen.add(key);

    if (reasons.length > 0 || !parsed.success) {
      rejected.push({ row: rowNumber, username, reason: reasons.join('; ') });
      continue;
    }
    accepted.push({ row: rowNumber, username: parsed.data.username, password: parsed.data.password, fields: adminFieldsOf(parsed.data) });
  }
  return { accepted, rejected };
}
