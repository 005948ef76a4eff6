import type { DemoItemForm } from './forms';

/** `GET /demo-items/page` row, `/demo-items/{id}/form`, react-admin's record. Times are `YYYY-MM-DD HH:mm:ss` in the server's zone. */
export interface DemoItemView extends DemoItemForm {
  id: number;
  createTime: string;
  updateTime: string | null;
}
