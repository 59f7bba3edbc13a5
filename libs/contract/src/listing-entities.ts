/* Jobs, courses, chat and health: loaded with the parts of the page that fetch them. */
import * as v from 'valibot';

const EmployerSchema = v.object({
  company: v.nullish(v.string()),
  firstName: v.nullish(v.string()),
  lastName: v.nullish(v.string()),
});

const SalarySchema = v.object({
  min: v.nullish(v.number()),
  max: v.nullish(v.number()),
  currency: v.nullish(v.string()),
});

/**
 * A job as our server sends it (CONTRACT Entities). `JobListItemSchema` is what
 * the client accepts: the sister platform may omit fields, and the landing page
 * keeps only jobs with both `_id` and `title` (SPEC §5).
 */
export const JobSchema = v.object({
  _id: v.string(),
  title: v.string(),
  employer: EmployerSchema,
  location: v.string(),
  salary: v.optional(v.object({ min: v.number(), max: v.number(), currency: v.string() })),
  jobType: v.string(),
  createdAt: v.string(),
  applicationDeadline: v.optional(v.string()),
  skills: v.array(v.string()),
  isCurated: v.boolean(),
});
export type Job = v.InferOutput<typeof JobSchema>;

export const JobListItemSchema = v.looseObject({
  _id: v.nullish(v.string()),
  title: v.nullish(v.string()),
  employer: v.nullish(EmployerSchema),
  location: v.nullish(v.string()),
  salary: v.nullish(SalarySchema),
  jobType: v.nullish(v.string()),
  createdAt: v.nullish(v.string()),
  applicationDeadline: v.nullish(v.string()),
  skills: v.nullish(v.array(v.string())),
  isCurated: v.nullish(v.boolean()),
});
export type JobListItem = v.InferOutput<typeof JobListItemSchema>;

export const CourseSchema = v.object({
  _id: v.string(),
  title: v.string(),
  description: v.string(),
  category: v.string(),
  level: v.string(),
  price: v.number(),
  duration: v.number(),
  rating: v.nullish(v.pipe(v.number(), v.minValue(0), v.maxValue(5))),
  enrollmentCount: v.number(),
  tags: v.optional(v.array(v.string()), []),
  instructor: v.nullish(v.object({ firstName: v.nullish(v.string()), lastName: v.nullish(v.string()) })),
});
export type Course = v.InferOutput<typeof CourseSchema>;

export const PaginationSchema = v.object({
  page: v.number(),
  limit: v.number(),
  total: v.number(),
  pages: v.number(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

export const CourseListSchema = v.object({
  courses: v.array(CourseSchema),
  pagination: v.optional(PaginationSchema),
});
export type CourseList = v.InferOutput<typeof CourseListSchema>;

export const ChatReplySchema = v.object({
  message: v.string(),
  suggestions: v.optional(v.array(v.string()), []),
  sources: v.optional(v.array(v.object({ title: v.string(), href: v.string() })), []),
});
export type ChatReply = v.InferOutput<typeof ChatReplySchema>;

export const HealthSchema = v.object({ status: v.string(), db: v.string() });
export type Health = v.InferOutput<typeof HealthSchema>;
