import type { CommandContext } from '../../../eventSourcing/decider';
import { SettleBatch, type ModuleContext } from '../../moduleContext';
import { appSettingsOf, settingDefinitions, type SettingKey } from '../config/appSettings';
import { configHandlers } from '../config/handlers';
import { configQueries } from '../config/queries';
import { dictDataHandlers } from '../dictData/handlers';
import { dictHandlers } from '../dictionaries/handlers';
import { dictQueries } from '../dictionaries/queries';
import { systemDictionaries } from './systemDictionaries';

/**
 * The reference dictionaries and the settings the api reads, through commands so they have a history. What already
 * exists (a dictionary by code, a setting by key) is left as an administrator may have changed it.
 * Dictionaries and settings are created in order (their ids order the admin's lists); the items of each dictionary go
 * to their own streams side by side (commits group), and everything settles once at the end.
 */
export async function seedSystemData(context: ModuleContext): Promise<void> {
  const command: CommandContext = { actorId: 'system', correlationId: 'seed', now: new Date() };
  const dicts = dictHandlers(context);
  const items = dictDataHandlers(context);
  const configs = configHandlers(context);

  const batch = new SettleBatch();
  const itemCreations: Promise<unknown>[] = [];
  async function seedDictionaries() {
    for (const dict of systemDictionaries) {
      if (await dictQueries(context.db).byCode(dict.dictCode)) continue;
      const { id: dictId } = await dicts.create({ name: dict.name, dictCode: dict.dictCode, status: 1, remark: dict.remark }, command, { batch });
      const creations = Promise.all(
        dict.items.map(({ value, labels, tagType }, index) =>
          items.add({ dictId, value, label: labels.en, labelI18n: labels, sort: index + 1, status: 1, tagType: tagType ?? null }, command, { batch }),
        ),
      );
      creations.catch(() => undefined); // awaited below; this only keeps an early failure from counting as unhandled
      itemCreations.push(creations);
    }
  }

  async function seedSettings() {
    const existingKeys = await configQueries(context.db).existingKeys();
    for (const key of Object.keys(settingDefinitions) as SettingKey[]) {
      if (existingKeys.has(key)) continue;
      const { name, fallback, remark, seededText } = settingDefinitions[key];
      await configs.create({ configName: name, configKey: key, configValue: seededText ?? String(fallback), remark }, command, { batch });
    }
  }

  await Promise.all([seedDictionaries(), seedSettings()]);
  await Promise.all(itemCreations);

  // one wait for everything above, then the settings read what was just seeded
  await batch.settle(context);
  await appSettingsOf(context).refresh();
}
