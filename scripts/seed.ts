// npm run seed: demo data for a fresh install (~50 requests with photos, notes, events), then the
// dashboard's figures next to the plain SQL counts they must equal.
import { sql } from 'drizzle-orm';
import { createBlobStore } from '#src/server/adapters/create-blob-store.ts';
import type { Db } from '#src/server/db/client.ts';
import { manilaZone } from '#src/server/db/manila.ts';
import { seedDemoData } from '#src/server/dev/demo-data.ts';
import { getDashboardStats } from '#src/server/features/submissions/dashboard-stats.service.ts';
import { loadScriptConfig, openScriptDatabase } from './script-database.ts';

const script = 'seed';
const config = loadScriptConfig(script);
const { database, close } = await openScriptDatabase(config, script);
try {
  const result = await seedDemoData(database.db, { blobStore: createBlobStore(config) });
  console.log(
    result.skipped
      ? `${script}: the demo data is already there; nothing added.`
      : `${script}: added ${result.created} demo requests with photos, notes and 2 events (${database.kind}).`,
  );
  await printFigures(database.db);
} catch (error) {
  console.error(`${script}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await close();
}

async function printFigures(db: Db): Promise<void> {
  const stats = await getDashboardStats({ db, now: new Date() });
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n ?? 0);
  const open = sql`s.status not in ('Declined', 'Cancelled')`;
  const figures: [string, number, ReturnType<typeof sql>][] = [
    ['requests', stats.total, sql`select count(*) as n from submissions`],
    ...Object.entries(stats.byStatus).map(
      ([status, n]) =>
        [`  ${status}`, n, sql`select count(*) as n from submissions where status = ${status}`] as [
          string,
          number,
          ReturnType<typeof sql>,
        ],
    ),
    [
      `pickups this week (${stats.week.from} to ${stats.week.to})`,
      stats.pickupsThisWeek,
      sql`select count(*) as n from submissions where status = 'Pickup Scheduled'
          and pickup_date between ${stats.week.from} and ${stats.week.to}`,
    ],
    [
      'items resellable',
      stats.itemsResellable,
      sql`select coalesce(sum(n.item_count), 0) as n from admin_notes n
          join submissions s on s.id = n.submission_id where n.resellable and ${open}`,
    ],
    [
      'possible profit (centavos)',
      stats.possibleProfitCentavos,
      sql`select coalesce(sum(n.possible_profit), 0) as n from admin_notes n
          join submissions s on s.id = n.submission_id where ${open}`,
    ],
    [
      'requests this month (Manila)',
      stats.submissionsThisMonth,
      sql`select count(*) as n from submissions
          where created_at >= date_trunc('month', now() at time zone ${manilaZone}) at time zone ${manilaZone}`,
    ],
  ];
  console.log(`\n${'figure'.padEnd(44)}${'dashboard'.padStart(10)}${'SQL'.padStart(10)}`);
  for (const [label, shown, query] of figures) {
    const counted = await count(query);
    const flag = shown === counted ? '' : '  MISMATCH';
    console.log(`${label.padEnd(44)}${String(shown).padStart(10)}${String(counted).padStart(10)}${flag}`);
  }
  console.log(`top items: ${stats.topItems.map((i) => `${i.name} (${i.count})`).join(', ')}`);
}
