import { createEventStore } from '@jobmarket/eventstore';
import { createDatabase, runProjections } from '@jobmarket/projections';
import { Redis } from 'ioredis';
import pino from 'pino';
import { ProjectionWaiter } from '../api/src/http/readYourWrites';
import { seedDemoCodegen } from '../api/src/modules/codegen/seed/seedDemoCodegen';
import { seedDemoCounseling } from '../api/src/modules/counseling/seed/seedDemoCounseling';
import { seedDemoDeliveryOrders } from '../api/src/modules/delivery/seed/seedDemoDeliveryOrders';
import { seedDemoItems } from '../api/src/modules/demoItems/seed/seedDemoItems';
import { DEMO_PASSWORD, seedIdentity } from '../api/src/modules/identity/seed/seedIdentity';
import { seedDemoJobs } from '../api/src/modules/jobs/seed/seedDemoJobs';
import { seedDemoMeetings } from '../api/src/modules/meetings/seed/seedDemoMeetings';
import { seedDemoMemberships } from '../api/src/modules/membership/seed/seedDemoMemberships';
import { seedDemoResumes } from '../api/src/modules/resumes/seed/seedDemoResumes';
import { seedSystemData } from '../api/src/modules/system/seed/seedSystemData';
import { loadApiConfig } from '../api/src/platform/config';

// On an empty event store: seed through commands (with the projections running here, so each step reads the last).
const config = loadApiConfig();
const logger = pino({ name: 'seed', level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL });
const db = createDatabase(config.DATABASE_URL);
const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, databaseUrl: config.DATABASE_URL });
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, keyPrefix: config.REDIS_KEY_PREFIX });
const projectionWaiter = new ProjectionWaiter(db, config.DATABASE_URL, 30_000);

try {
  if ((await store.headPosition()) === undefined) {
    await projectionWaiter.start();
    const projections = await runProjections({ store, db, connectionString: config.DATABASE_URL });
    try {
      const context = { config, logger, store, db, redis, projectionWaiter };
      await seedIdentity(context);
      await seedSystemData(context);
      console.log('seeded the empty store: menus, roles, departments, accounts, dictionaries and settings');
      if (config.NODE_ENV !== 'production') {
        const command = { actorId: 'system', correlationId: 'seed', now: new Date() };
        // membership first: the demo companies post more jobs than the free tier allows, so each buys a level before posting
        const memberships = await seedDemoMemberships(context, command);
        const posted = await seedDemoJobs(context, command, { beforePosting: memberships.beforePosting });
        console.log(`seeded ${posted} demo jobs of four demo companies (in English, Thai, Lao and Chinese; one pending audit, one rejected)`);
        console.log(`seeded VIP levels Basic, Gold, Platinum; the demo companies bought theirs by QR through the simulated bank; ${await memberships.finish()}`);
        const resumes = await seedDemoResumes(context, command);
        console.log(
          `seeded ${resumes.resumes} demo resumes of ${resumes.seekers} job seekers (English, Thai, Lao and Chinese; some private)` +
            (resumes.pdfs === resumes.resumes ? ', each with its PDF' : ' without PDFs: apt-get install fonts-noto-core fonts-noto-cjk, then generate them from the portal'),
        );
        const delivery = await seedDemoDeliveryOrders(context, command);
        console.log(`seeded ${delivery.orders} demo delivery orders in every state (one settled after its guarantee, one reopened by staff; the longest history ${delivery.steps} steps)`);
        const meetings = await seedDemoMeetings(context, command);
        console.log(`seeded ${meetings.meetings} job fairs of the demo school "school" (upcoming with seats left, a draft, an ended one, one revoked with its apology in the mail outbox, an online talk for all students with a waitlist; ${meetings.reservations} reservations)`);
        const counseling = await seedDemoCounseling(context, command);
        console.log(`seeded ${counseling.counselors} career counselors (counselor, malee, zhangmin: one free, two paid; weekly openings and a day off) and ${counseling.orders} consult orders in every booking status (paid ones through the simulated bank, one refunded, two rated, one of seeker's waiting for counselor to mark it)`);
        const items = await seedDemoItems(context, command);
        const codegen = await seedDemoCodegen(context, command);
        console.log(`seeded ${items} demo items for the curd demo and the code generator's configuration of ${codegen.tableName} (${codegen.saves} saves in its history)`);
      }
    } finally {
      await projections.stop();
    }
  }
  if (config.NODE_ENV === 'production') {
    console.log('sign in as root with ROOT_PASSWORD');
  } else {
    console.log(`demo accounts (password ${DEMO_PASSWORD}): root, admin, auditor, publisher, seeker, school, user; companies siamdigital, mekonglogistics, yunfantech, vientianeprint, pakseagro; job seekers thanaphon, pimchanok, khamla, souksavanh, liwei, wangfang; counselors counselor, malee, zhangmin`);
  }
} finally {
  await projectionWaiter.close();
  redis.disconnect();
  await store.close();
  await db.destroy();
}
