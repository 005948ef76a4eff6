/** A row of `GET /logs` (API-CONTRACT §3 Logs), worded by the api in the caller's language. */
export interface OperationLogRecord {
  id: string;
  module: string;
  content: string;
  requestUri: string | null;
  method: string | null;
  ip: string | null;
  region: string | null;
  browser: string | null;
  os: string | null;
  executionTime: number | null;
  createBy: number | null;
  createTime: string | null;
  operator: string | null;
}
