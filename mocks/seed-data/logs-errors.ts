import type { ParamContext } from './logs-endpoints';
import type { LibraryFrames } from './logs-stack';

// The unexpected failures behind the error logs: BladeX publishes an error log for what its
// exception translator answers 500 (a ServiceException is a plain 400 and logs none). Each names
// the calls it happens in (by URI), where the application went wrong, the library frames it was
// thrown from and what caused it, and whether it comes in bursts (an outage of Redis or of a
// service), so that searching a time range finds an incident.

type Described = { message: string; cause?: string };

export type ExceptionSpec = {
  name: string;
  uris: readonly string[];
  /**
   * The service method (and line) that failed, below the call's controller ('' = the method of
   * the controller's name), and the controller's line.
   */
  thrownIn: readonly [fn: string, line: number];
  controllerLine: number;
  library: LibraryFrames;
  cause?: { name: string; frames: LibraryFrames; more: number };
  describe: (context: ParamContext) => Described;
  /** The params as the failing call sent them, when they are why it failed. */
  params?: (context: ParamContext) => string;
  weight: number;
  burst?: true;
};

const phone = ({ random }: ParamContext) =>
  `1${random.pick(['38', '39', '58', '86'])}${String(random.int(0, 99_999_999)).padStart(8, '0')}`;

/** Spring's wording of a MyBatis failure: the statement, then the driver's message. */
const mybatis = (
  verb: 'updating' | 'querying',
  mapper: string,
  statement: string,
  sql: string,
  cause: string,
  driver: string,
) =>
  `\n### Error ${verb} database.  Cause: ${driver}: ${cause}\n### The error may exist in ${mapper}\n### The error may involve ${statement}\n` +
  `### The error occurred while setting parameters\n### SQL: ${sql}\n### Cause: ${driver}: ${cause}\n; ${cause}; nested exception is ${driver}: ${cause}`;

export const exceptionSpecs: readonly ExceptionSpec[] = [
  {
    name: 'java.lang.NullPointerException',
    uris: ['/onetoone/order-info/refund'],
    thrownIn: ['refund', 214],
    controllerLine: 168,
    library: 'none',
    describe: () => ({ message: '' }),
    weight: 5,
  },
  {
    name: 'java.lang.NullPointerException',
    uris: ['/onetoone/operate-expert-info/audit-org-expert'],
    thrownIn: ['auditOrgExpert', 163],
    controllerLine: 121,
    library: 'none',
    describe: () => ({ message: '' }),
    weight: 3,
  },
  {
    name: 'org.springframework.dao.DuplicateKeyException',
    uris: ['/onetoone/intended-customers/save-or-update'],
    thrownIn: ['saveOrUpdate', 87],
    controllerLine: 96,
    library: 'mybatisUpdate',
    cause: { name: 'java.sql.SQLIntegrityConstraintViolationException', frames: 'jdbcCause', more: 86 },
    describe: (context) => {
      const cause = `Duplicate entry '${phone(context)}-${context.tenantId}' for key 'uk_phone_tenant'`;
      return {
        message: mybatis(
          'updating',
          'org/springblade/modules/onetoone/mapper/IntendedCustomersMapper.java (best guess)',
          'org.springblade.modules.onetoone.mapper.IntendedCustomersMapper.insert-Inline',
          'INSERT INTO zy_intended_customers  ( id, tenant_id, name, phone, follow_status, source, remark, create_user, create_time, status, is_deleted )  VALUES  ( ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? )',
          cause,
          'java.sql.SQLIntegrityConstraintViolationException',
        ),
        cause,
      };
    },
    weight: 4,
  },
  {
    name: 'org.springframework.jdbc.BadSqlGrammarException',
    uris: ['/onetoone/order-info/search'],
    thrownIn: ['selectOrderPage', 72],
    controllerLine: 64,
    library: 'mybatisSelect',
    cause: { name: 'java.sql.SQLSyntaxErrorException', frames: 'jdbcCause', more: 91 },
    describe: () => {
      const cause = "Unknown column 'pay_time' in 'order clause'";
      return {
        message: mybatis(
          'querying',
          'file [/opt/zhiyuan/zhiyuan-management.jar!/BOOT-INF/classes!/org/springblade/modules/onetoone/mapper/OrderInfoMapper.xml]',
          'org.springblade.modules.onetoone.mapper.OrderInfoMapper.selectOrderPage',
          'SELECT o.*, s.serve_name, e.expert_name FROM zy_order_info o LEFT JOIN zy_serve_info s ON o.serve_id = s.id LEFT JOIN zy_expert_info e ON o.expert_id = e.id WHERE o.is_deleted = 0 AND o.tenant_id = ? ORDER BY pay_time DESC LIMIT ?',
          cause,
          'java.sql.SQLSyntaxErrorException',
        ),
        cause,
      };
    },
    params: () => 'current=1&size=10&descs=pay_time',
    weight: 2,
  },
  {
    name: 'feign.RetryableException',
    uris: ['/onetoone/operate-expert-info/detail'],
    thrownIn: ['detail', 141],
    controllerLine: 78,
    library: 'feign',
    cause: { name: 'java.net.SocketTimeoutException', frames: 'socketCause', more: 97 },
    describe: ({ id }) => ({
      message: `Read timed out executing GET http://zhiyuan-resource/oss/endpoint/file-link?fileName=upload/expert/${id().slice(-10)}.mp4`,
      cause: 'Read timed out',
    }),
    weight: 5,
    burst: true,
  },
  {
    name: 'org.springframework.data.redis.RedisConnectionFailureException',
    uris: ['/menu/routes', '/dict-biz/dictionary', '/dict/dictionary', '/menu/buttons'],
    thrownIn: ['', 94],
    controllerLine: 112,
    library: 'redis',
    cause: { name: 'io.lettuce.core.RedisConnectionException', frames: 'nettyCause', more: 0 },
    describe: () => ({
      message:
        'Unable to connect to Redis; nested exception is io.lettuce.core.RedisConnectionException: Unable to connect to 10.0.12.5:6379',
      cause: 'Unable to connect to 10.0.12.5:6379',
    }),
    weight: 8,
    burst: true,
  },
  {
    name: 'java.lang.NumberFormatException',
    uris: ['/onetoone/operate-expert-info/detail'],
    thrownIn: ['getExpertDetail', 118],
    controllerLine: 78,
    library: 'parseLong',
    describe: () => ({ message: 'For input string: "undefined"' }),
    params: () => 'id=undefined',
    weight: 3,
  },
  {
    name: 'io.minio.errors.ErrorResponseException',
    uris: ['/oss/endpoint/put-file'],
    thrownIn: ['putFile', 93],
    controllerLine: 93,
    library: 'minio',
    describe: () => ({ message: 'The specified bucket does not exist' }),
    weight: 2,
  },
  {
    name: 'java.lang.IndexOutOfBoundsException',
    uris: ['/onetoone/info/consult-info/search'],
    thrownIn: ['fillExpertNames', 203],
    controllerLine: 58,
    library: 'arrayGet',
    describe: () => ({ message: 'Index: 0, Size: 0' }),
    weight: 2,
  },
  {
    name: 'java.lang.ClassCastException',
    uris: ['/onetoone/h5-registration-info/search'],
    thrownIn: ['selectRegistrationPage', 66],
    controllerLine: 52,
    library: 'none',
    describe: () => ({ message: 'java.lang.Integer cannot be cast to java.lang.String' }),
    weight: 1,
  },
  {
    name: 'java.lang.IllegalStateException',
    uris: ['/user/page'],
    thrownIn: ['selectUserPage', 129],
    controllerLine: 104,
    library: 'toMap',
    describe: ({ id }) => ({ message: `Duplicate key ${id()} (attempted merging values 运营人员 and 运营主管)` }),
    weight: 2,
  },
  {
    name: 'org.flowable.common.engine.api.FlowableObjectNotFoundException',
    uris: ['/process/leave/start-process'],
    thrownIn: ['startProcess', 71],
    controllerLine: 62,
    library: 'flowable',
    describe: () => ({ message: "no deployed process definition found with id 'Leave:1:4'" }),
    weight: 1,
  },
];
