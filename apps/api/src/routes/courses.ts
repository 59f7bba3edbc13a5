import { CoursesQuerySchema, ERROR_CODES, type Course } from '@intambwe/contract';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { courses } from '../db/schema.js';
import { ok } from '../http/envelope.js';
import { AppError, parseInput } from '../http/errors.js';
import { sendPrepared } from '../http/cached-json.js';
import { serverMessages } from '../messages.js';

type CourseRow = typeof courses.$inferSelect;

export function toCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    price: row.price,
    duration: row.durationDays,
    ...(row.rating !== null ? { rating: row.rating } : {}),
    enrollmentCount: row.enrollmentCount,
    tags: row.tags,
    instructor: { firstName: row.instructorFirstName, lastName: row.instructorLastName },
  };
}

const sortColumns = {
  enrollmentCount: courses.enrollmentCount,
  rating: courses.rating,
  createdAt: courses.createdAt,
  price: courses.price,
  title: courses.title,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findPublicCourses(app: FastifyInstance, query: ReturnType<typeof parseCoursesQuery>) {
  const conditions: SQL[] = [eq(courses.isPublished, true)];
  if (query.category) conditions.push(eq(sql`lower(${courses.category})`, query.category.toLowerCase()));
  if (query.level) conditions.push(eq(sql`lower(${courses.level})`, query.level.toLowerCase()));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(ilike(courses.title, pattern), ilike(courses.description, pattern), ilike(courses.category, pattern), sql`${courses.tags}::text ilike ${pattern}`) as SQL,
    );
  }
  const where = and(...conditions);
  const column = sortColumns[query.sortBy];
  const order = query.sortOrder === 'asc' ? asc(column) : sql`${column} desc nulls last`;
  const { db } = app.ctx.database;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(courses).where(where).orderBy(order, asc(courses.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return {
    courses: rows.map(toCourse),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

function parseCoursesQuery(input: unknown) {
  return parseInput(CoursesQuerySchema, input);
}

/** GET /api/courses/public and /api/courses/public/:id (CONTRACT Public listings). */
export async function coursesRoutes(app: FastifyInstance) {
  app.get('/courses/public', async (request, reply) => {
    const query = parseCoursesQuery(request.query);
    const body = await app.ctx.listingCache.get(`courses:${JSON.stringify(query)}`, async () => ok(await findPublicCourses(app, query)));
    return sendPrepared(request, reply, body, 'application/json; charset=utf-8', 'public, max-age=60, stale-while-revalidate=300');
  });

  app.get<{ Params: { id: string } }>('/courses/public/:id', async (request, reply) => {
    const { id } = request.params;
    if (!UUID.test(id)) throw new AppError(404, ERROR_CODES.notFound, serverMessages.courseNotFound);
    const [row] = await app.ctx.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.id, id), eq(courses.isPublished, true)))
      .limit(1);
    if (!row) throw new AppError(404, ERROR_CODES.notFound, serverMessages.courseNotFound);
    return reply.header('cache-control', 'public, max-age=60').send(ok(toCourse(row)));
  });
}
