import { demoItemForm, type DemoItemForm } from '@jobmarket/contracts';
import type { CommandContext } from '../../../eventSourcing/decider';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { demoItemHandlers } from '../handlers';

/**
 * A handful of shop items for the curd demo (names in the four languages, as plain data): the category is the
 * generated form's dictionary (gender: who the item is for), one item inactive, one without a price.
 */
export const demoItems: readonly DemoItemForm[] = [
  {
    name: 'Handwoven Lao sinh skirt',
    category: '2',
    price: 45,
    releaseDate: '2026-03-01',
    active: true,
    cover: '',
    description: '<p>Silk <strong>sinh</strong> woven on a foot loom in Luang Prabang; a border of naga motifs.</p>',
  },
  { name: 'เสื้อผ้าไหมไทยทอมือ', category: '1', price: 89.5, releaseDate: '2026-04-15', active: true, cover: '', description: '<p>เสื้อเชิ้ตผ้าไหมไทย ทอมือจากสุรินทร์</p>' },
  { name: '云南普洱茶饼 357 克', category: '0', price: 28, releaseDate: '2025-11-20', active: true, cover: '', description: '<p>勐海古树<em>生茶</em>，2019 年压制。</p>' },
  { name: 'ກາເຟພູພຽງບໍລະເວນ 500 ກຣາມ', category: '0', price: 12.5, releaseDate: '2026-01-10', active: true, cover: '', description: '<p>ກາເຟອາຣາບິກາ ຄົ່ວປານກາງ ຈາກປາກຊ່ອງ.</p>' },
  { name: 'Leather work boots', category: '1', price: 120, releaseDate: null, active: false, cover: '', description: '' },
  { name: 'ผ้าพันคอมัดหมี่', category: '2', price: null, releaseDate: '2026-05-05', active: true, cover: '', description: '<ul><li>มัดหมี่</li><li>ฝ้ายย้อมคราม</li></ul>' },
];

/**
 * The curd demo's items on a fresh start (issue 18), through the same handlers as `POST /demo-items`; each form is
 * parsed by the api's own schema first. Not in production.
 */
export async function seedDemoItems(context: ModuleContext, command: CommandContext): Promise<number> {
  const handlers = demoItemHandlers(context);
  const batch = new SettleBatch();
  for (const item of demoItems) batch.note((await handlers.create(demoItemForm.parse(item), command)).position);
  await batch.settle(context);
  return demoItems.length;
}
