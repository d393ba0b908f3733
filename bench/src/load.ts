/**
 * Synthetic utility-size data in set-based SQL (generate_series, one statement a table), loaded into a database
 * the real server has already migrated. Officers spread over 40 divisions of 8 circles; each meter and modem
 * belongs to an officer (a skewed choice: some officers install far more) and takes its officer's area; the
 * lifecycle columns follow a plausible mix (about half LIVE, a third Approved, some Rejected with a category),
 * installation dates over the last two years, and a review record of each decision (some accepted after a rework).
 * Each meter stands within about 100 m of its DTR's place on a grid over a degree square (50,000 DTRs, 20 meters
 * each), about one in a thousand 3 km away from it: what the DTR check (issue 42) flags.
 */
import type { BenchOptions } from './options.js';

export type Exec = (sql: string) => Promise<unknown>;

const FIRST = `(array['Amit','Kamla','Ravi','Sunita','Vijay','Pooja','Rakesh','Neha','Arun','Geeta'])`;
const LAST = `(array['Sharma','Verma','Yadav','Singh','Gupta','Mishra','Kumar','Patel','Joshi','Tiwari'])`;
const REJECTION = `(array['technical','documentation','location','communication','other'])`;

export async function loadSynthetic(exec: Exec, size: Pick<BenchOptions, 'meters' | 'modems' | 'officers'>) {
  await exec(`select setseed(0.42)`);
  await exec(`
    insert into users (username, role, access_level, first_name, last_name, phone, circle, division, sub_division, section)
    select 'fo' || g, 'FIELD_OFFICER', 'Meters,Modems', ${FIRST}[1 + g % 10], ${LAST}[1 + (g / 10) % 10],
           '7' || lpad(g::text, 9, '0'), 'Circle ' || (1 + g % 8), 'Division ' || lpad((1 + g % 40)::text, 2, '0'),
           'Sub-division ' || (1 + g % 120), 'Section ' || (1 + g % 400)
    from generate_series(1, ${size.officers}) g`);
  await exec(`
    insert into meters (meter_sno, dtr_sno, communication_status, last_communicated_at, installed_on, feeder_name,
      feeder_number, substation_name, substation_number, section, sub_division, division, circle, organization,
      commission_status, tech_support_status, rejection_category, phone, latitude, longitude, field_officer_id,
      created_at, updated_at, step_since)
    with fo as (select id, circle, division, sub_division, section, row_number() over (order by id) as k
                from users where role = 'FIELD_OFFICER'),
    s as (select g, random() as r1, random() as r2, random() as r3,
                 1 + floor(${size.officers} * power(random(), 1.6))::int as k
          from generate_series(1, ${size.meters}) g),
    c as (select s.*, case when r1 < 0.55 then 'LIVE' when r1 < 0.7 then 'Pending' else 'Offline' end as comm,
                 now() - (r3 * 730) * interval '1 day' as installed from s)
    select 'SM' || lpad(g::text, 9, '0'), 'DTR' || lpad((g % 50000)::text, 6, '0'), comm,
           case when comm = 'LIVE' then now() - r2 * interval '2 days' end, installed,
           'Feeder ' || (g % 3000), 'F' || (g % 3000), 'Substation ' || (g % 600), 'S' || (g % 600),
           fo.section, fo.sub_division, fo.division, fo.circle, 'DISCOM',
           case when comm = 'LIVE' and r2 < 0.6 then 'Approved' when r2 > 0.9 then 'Rejected' else 'Pending' end,
           case when r2 between 0.6 and 0.7 and comm <> 'LIVE' then 'APPROVED' end,
           case when r2 > 0.9 and not (comm = 'LIVE' and r2 < 0.6) then ${REJECTION}[1 + g % 5] end,
           '6' || lpad((g % 1000000000)::text, 9, '0'),
           26 + (g % 50000) % 200 * 0.005 + (random() - 0.5) * 0.002 + case when g % 997 = 7 then 0.03 else 0 end,
           78 + (g % 50000) / 200 * 0.004 + (random() - 0.5) * 0.002, fo.id, installed, installed,
           installed + (now() - installed) * random()
    from c join fo on fo.k = c.k`);
  await exec(`
    insert into modems (modem_sno, meter_sno, service_no, phone, section, division, sub_division, circle, consumer_name,
      commission_status, communication_status, installed_on, last_communicated_at, commissioned_at, field_officer_id,
      signal_strength, created_at, updated_at, step_since)
    with fo as (select id, circle, division, sub_division, section, row_number() over (order by id) as k
                from users where role = 'FIELD_OFFICER'),
    s as (select g, random() as r1, random() as r2, now() - (random() * 730) * interval '1 day' as installed,
                 1 + floor(${size.officers} * power(random(), 1.6))::int as k
          from generate_series(1, ${size.modems}) g)
    select 'MD' || lpad(g::text, 9, '0'), 'SM' || lpad((g * 7)::text, 9, '0'), 'SVC' || g, '6' || lpad(g::text, 9, '0'),
           fo.section, fo.division, fo.sub_division, fo.circle, ${FIRST}[1 + g % 10] || ' ' || ${LAST}[1 + g % 7],
           case when r1 < 0.5 and r2 < 0.6 then 'Approved' when r2 > 0.92 then 'Rejected' else 'Pending' end,
           case when r1 < 0.5 then 'LIVE' when r1 < 0.7 then 'Pending' else 'Offline' end, installed,
           case when r1 < 0.5 then now() - r2 * interval '1 day' end,
           case when r1 < 0.5 then installed + interval '1 day' end, fo.id, (r2 * 100)::int, installed, installed,
           installed + (now() - installed) * random()
    from s join fo on fo.k = s.k`);
  // The review record the reports read (issue 41): each decided meter's decision when it entered its step, and for
  // a fifth of the accepted ones a rejection before it (a rework), half-way between installation and acceptance.
  await exec(`
    insert into review_events (installation, installation_id, kind, at, actor_name, from_status, to_status, category)
    select 'meter', m.id, 'decision', m.installed_on + (m.step_since - m.installed_on) / 2, 'Bench', 'Pending', 'Rejected',
           'technical'
      from meters m where m.commission_status = 'Approved' and m.id % 5 = 0
    union all
    select 'meter', m.id, 'decision', m.step_since, 'Bench', 'Pending', m.commission_status, m.rejection_category
      from meters m where m.commission_status in ('Approved', 'Rejected')
     order by 4`);
  // What autovacuum does to a loaded table: statistics, and the GIN pending lists merged into the trigram indexes.
  await exec(`vacuum analyze`);
}
