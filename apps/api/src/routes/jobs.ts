import { JobsQuerySchema, type Job } from '@intambwe/contract';
import { and, desc, eq, gte, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { parseInput } from '../http/errors.js';
import { sendPrepared } from '../http/cached-json.js';

type JobRow = typeof jobs.$inferSelect;

export function toJob(row: JobRow): Job {
  const hasSalary = row.salaryMin !== null && row.salaryMax !== null && row.salaryCurrency !== null;
  return {
    _id: row.id,
    title: row.title,
    employer: {
      ...(row.company ? { company: row.company } : {}),
      ...(row.employerFirstName ? { firstName: row.employerFirstName } : {}),
      ...(row.employerLastName ? { lastName: row.employerLastName } : {}),
    },
    location: row.location,
    ...(hasSalary ? { salary: { min: row.salaryMin as number, max: row.salaryMax as number, currency: row.salaryCurrency as string } } : {}),
    jobType: row.jobType,
    createdAt: row.createdAt.toISOString(),
    ...(row.applicationDeadline ? { applicationDeadline: row.applicationDeadline.toISOString() } : {}),
    skills: row.skills,
    isCurated: row.isCurated,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Open jobs matching the filters, most relevant first (curated, then newest). */
export async function findOpenJobs(app: FastifyInstance, query: ReturnType<typeof parseJobsQuery>, now = new Date()) {
  const conditions: SQL[] = [eq(jobs.status, 'open'), or(isNull(jobs.applicationDeadline), gte(jobs.applicationDeadline, now)) as SQL];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(jobs.title, pattern), ilike(jobs.company, pattern), ilike(jobs.description, pattern)) as SQL);
  }
  if (query.location) conditions.push(ilike(jobs.location, `%${escapeLike(query.location)}%`));
  if (query.jobType) conditions.push(eq(sql`lower(${jobs.jobType})`, query.jobType.toLowerCase().replace(/[\s-]+/g, '_')));
  if (query.skill) {
    conditions.push(sql`exists (select 1 from jsonb_array_elements_text(${jobs.skills}) as skill where lower(skill) = ${query.skill.toLowerCase()})`);
  }
  const rows = await app.ctx.database.db
    .select()
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.isCurated), desc(jobs.createdAt), jobs.id)
    .limit(query.limit);
  return rows.map(toJob);
}

function parseJobsQuery(input: unknown) {
  return parseInput(JobsQuerySchema, input);
}

/** GET /api/jobs (CONTRACT Public listings). */
export async function jobsRoutes(app: FastifyInstance) {
  app.get('/jobs', async (request, reply) => {
    const query = parseJobsQuery(request.query);
    const key = JSON.stringify(query);
    const body = await app.ctx.listingCache.get(`jobs:${key}`, async () => ok(await findOpenJobs(app, query)));
    return sendPrepared(request, reply, body, 'application/json; charset=utf-8', 'public, max-age=60, stale-while-revalidate=300');
  });
}
