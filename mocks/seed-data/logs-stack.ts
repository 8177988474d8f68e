// The frames of a Java stack trace as a BladeX service (Spring MVC on Undertow, JDK 8) prints it:
// the library frames an exception starts in, the service and controller behind their Spring
// proxies, and the request's way in. Shared constants: a trace is joined from them on demand.

/** An 8-hex-digit tag for a CGLIB class, fixed per class as the JVM's is for one run. */
function cglibTag(name: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) hash = Math.imul(hash ^ name.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const simpleName = (cls: string) => cls.slice(cls.lastIndexOf('.') + 1);
const frame = (cls: string, fn: string, line: number | string) =>
  `${cls}.${fn}(${typeof line === 'number' ? `${simpleName(cls).replace(/\$.*/, '')}.java:${line}` : line})`;

/**
 * Where a call's own code runs: the service implementation behind a controller
 * (`...controller.OrderInfoController` → `...service.impl.OrderInfoServiceImpl`); a BladeX
 * endpoint class (`OssEndpoint`) does the work itself.
 */
export const serviceOf = (handler: string) =>
  handler.endsWith('Controller')
    ? handler.replace('.controller.', '.service.impl.').replace(/Controller$/, 'ServiceImpl')
    : handler;

/** From a service method to the controller method, through the transaction proxy and BladeX's log aspects. */
export function applicationFrames(
  service: string,
  serviceFn: string,
  serviceLine: number,
  controller: string,
  controllerFn: string,
  controllerLine: number,
): string[] {
  const serviceTag = cglibTag(service);
  const controllerTag = cglibTag(controller);
  return [
    frame(service, serviceFn, serviceLine),
    frame(`${service}$$FastClassBySpringCGLIB$$${serviceTag}`, 'invoke', '<generated>'),
    frame('org.springframework.cglib.proxy.MethodProxy', 'invoke', 218),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'invokeJoinpoint', 779),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 163),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.transaction.interceptor.TransactionAspectSupport', 'invokeWithinTransaction', 367),
    frame('org.springframework.transaction.interceptor.TransactionInterceptor', 'invoke', 118),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 186),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.aop.framework.CglibAopProxy$DynamicAdvisedInterceptor', 'intercept', 692),
    frame(`${service}$$EnhancerBySpringCGLIB$$${serviceTag}`, serviceFn, '<generated>'),
    frame(controller, controllerFn, controllerLine),
    frame(`${controller}$$FastClassBySpringCGLIB$$${controllerTag}`, 'invoke', '<generated>'),
    frame('org.springframework.cglib.proxy.MethodProxy', 'invoke', 218),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'invokeJoinpoint', 779),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 163),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.aop.aspectj.MethodInvocationProceedingJoinPoint', 'proceed', 88),
    frame('org.springblade.core.log.aspect.ApiLogAspect', 'around', 56),
    'sun.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)',
    frame('sun.reflect.DelegatingMethodAccessorImpl', 'invoke', 43),
    frame('java.lang.reflect.Method', 'invoke', 498),
    frame('org.springframework.aop.aspectj.AbstractAspectJAdvice', 'invokeAdviceMethodWithGivenArgs', 634),
    frame('org.springframework.aop.aspectj.AbstractAspectJAdvice', 'invokeAdviceMethod', 624),
    frame('org.springframework.aop.aspectj.AspectJAroundAdvice', 'invoke', 72),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 175),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.aop.aspectj.MethodInvocationProceedingJoinPoint', 'proceed', 88),
    frame('org.springblade.core.log.aspect.RequestLogAspect', 'aroundApi', 96),
    'sun.reflect.GeneratedMethodAccessor398.invoke(Unknown Source)',
    frame('sun.reflect.DelegatingMethodAccessorImpl', 'invoke', 43),
    frame('java.lang.reflect.Method', 'invoke', 498),
    frame('org.springframework.aop.aspectj.AbstractAspectJAdvice', 'invokeAdviceMethodWithGivenArgs', 634),
    frame('org.springframework.aop.aspectj.AbstractAspectJAdvice', 'invokeAdviceMethod', 624),
    frame('org.springframework.aop.aspectj.AspectJAroundAdvice', 'invoke', 72),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 175),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.aop.interceptor.ExposeInvocationInterceptor', 'invoke', 97),
    frame('org.springframework.aop.framework.ReflectiveMethodInvocation', 'proceed', 186),
    frame('org.springframework.aop.framework.CglibAopProxy$CglibMethodInvocation', 'proceed', 750),
    frame('org.springframework.aop.framework.CglibAopProxy$DynamicAdvisedInterceptor', 'intercept', 692),
    frame(`${controller}$$EnhancerBySpringCGLIB$$${cglibTag(`${controller}#`)}`, controllerFn, '<generated>'),
  ];
}

const requestTail = (method: string): string[] => [
  'sun.reflect.NativeMethodAccessorImpl.invoke0(Native Method)',
  frame('sun.reflect.NativeMethodAccessorImpl', 'invoke', 62),
  frame('sun.reflect.DelegatingMethodAccessorImpl', 'invoke', 43),
  frame('java.lang.reflect.Method', 'invoke', 498),
  frame('org.springframework.web.method.support.InvocableHandlerMethod', 'doInvoke', 197),
  frame('org.springframework.web.method.support.InvocableHandlerMethod', 'invokeForRequest', 141),
  frame('org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod', 'invokeAndHandle', 106),
  frame(
    'org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter',
    'invokeHandlerMethod',
    894,
  ),
  frame('org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter', 'handleInternal', 808),
  frame('org.springframework.web.servlet.mvc.method.AbstractHandlerMethodAdapter', 'handle', 87),
  frame('org.springframework.web.servlet.DispatcherServlet', 'doDispatch', 1063),
  frame('org.springframework.web.servlet.DispatcherServlet', 'doService', 963),
  frame('org.springframework.web.servlet.FrameworkServlet', 'processRequest', 1006),
  method === 'POST'
    ? frame('org.springframework.web.servlet.FrameworkServlet', 'doPost', 909)
    : frame('org.springframework.web.servlet.FrameworkServlet', 'doGet', 898),
  frame('javax.servlet.http.HttpServlet', 'service', method === 'POST' ? 517 : 503),
  frame('org.springframework.web.servlet.FrameworkServlet', 'service', 883),
  frame('javax.servlet.http.HttpServlet', 'service', 590),
  frame('io.undertow.servlet.handlers.ServletHandler', 'handleRequest', 74),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 129),
  frame('org.springblade.core.boot.request.BladeRequestFilter', 'doFilter', 48),
  frame('io.undertow.servlet.core.ManagedFilter', 'doFilter', 61),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 131),
  frame('org.springframework.web.filter.RequestContextFilter', 'doFilterInternal', 100),
  frame('org.springframework.web.filter.OncePerRequestFilter', 'doFilter', 119),
  frame('io.undertow.servlet.core.ManagedFilter', 'doFilter', 61),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 131),
  frame('org.springframework.web.filter.FormContentFilter', 'doFilterInternal', 93),
  frame('org.springframework.web.filter.OncePerRequestFilter', 'doFilter', 119),
  frame('io.undertow.servlet.core.ManagedFilter', 'doFilter', 61),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 131),
  frame('org.springframework.boot.actuate.metrics.web.servlet.WebMvcMetricsFilter', 'doFilterInternal', 96),
  frame('org.springframework.web.filter.OncePerRequestFilter', 'doFilter', 119),
  frame('io.undertow.servlet.core.ManagedFilter', 'doFilter', 61),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 131),
  frame('org.springframework.web.filter.CharacterEncodingFilter', 'doFilterInternal', 201),
  frame('org.springframework.web.filter.OncePerRequestFilter', 'doFilter', 119),
  frame('io.undertow.servlet.core.ManagedFilter', 'doFilter', 61),
  frame('io.undertow.servlet.handlers.FilterHandler$FilterChainImpl', 'doFilter', 131),
  frame('io.undertow.servlet.handlers.FilterHandler', 'handleRequest', 84),
  frame('io.undertow.servlet.handlers.security.ServletSecurityRoleHandler', 'handleRequest', 62),
  frame('io.undertow.servlet.handlers.ServletChain$1', 'handleRequest', 68),
  frame('io.undertow.servlet.handlers.ServletDispatchingHandler', 'handleRequest', 36),
  frame('io.undertow.servlet.handlers.RedirectDirHandler', 'handleRequest', 68),
  frame('io.undertow.servlet.handlers.security.SSLInformationAssociationHandler', 'handleRequest', 117),
  frame('io.undertow.servlet.handlers.security.ServletAuthenticationCallHandler', 'handleRequest', 57),
  frame('io.undertow.server.handlers.PredicateHandler', 'handleRequest', 43),
  frame('io.undertow.security.handlers.AbstractConfidentialityHandler', 'handleRequest', 46),
  frame('io.undertow.servlet.handlers.security.ServletConfidentialityConstraintHandler', 'handleRequest', 64),
  frame('io.undertow.security.handlers.AuthenticationMechanismsHandler', 'handleRequest', 60),
  frame('io.undertow.servlet.handlers.security.CachedAuthenticatedSessionHandler', 'handleRequest', 77),
  frame('io.undertow.security.handlers.AbstractSecurityContextAssociationHandler', 'handleRequest', 43),
  frame('io.undertow.server.handlers.PredicateHandler', 'handleRequest', 43),
  frame('io.undertow.server.handlers.PredicateHandler', 'handleRequest', 43),
  frame('io.undertow.servlet.handlers.ServletInitialHandler', 'handleFirstRequest', 269),
  frame('io.undertow.servlet.handlers.ServletInitialHandler', 'access$100', 78),
  frame('io.undertow.servlet.handlers.ServletInitialHandler$2', 'call', 133),
  frame('io.undertow.servlet.handlers.ServletInitialHandler$2', 'call', 130),
  frame('io.undertow.servlet.core.ServletRequestContextThreadSetupAction$1', 'call', 48),
  frame('io.undertow.servlet.core.ContextClassLoaderSetupAction$1', 'call', 43),
  frame('io.undertow.servlet.handlers.ServletInitialHandler', 'dispatchRequest', 249),
  frame('io.undertow.servlet.handlers.ServletInitialHandler', 'access$000', 78),
  frame('io.undertow.servlet.handlers.ServletInitialHandler$1', 'handleRequest', 99),
  frame('io.undertow.server.Connectors', 'executeRootHandler', 376),
  frame('io.undertow.server.HttpServerExchange$1', 'run', 830),
  frame('org.jboss.threads.ContextClassLoaderSavingRunnable', 'run', 35),
  frame('org.jboss.threads.EnhancedQueueExecutor', 'safeRun', 1982),
  frame('org.jboss.threads.EnhancedQueueExecutor$ThreadBody', 'doRunTask', 1486),
  frame('org.jboss.threads.EnhancedQueueExecutor$ThreadBody', 'run', 1377),
  frame('java.lang.Thread', 'run', 748),
];

const tails = new Map<string, string[]>();
/** The frames from the controller's proxy down to the worker thread, for a GET or a POST. */
export const requestFrames = (method: string): string[] => {
  let tail = tails.get(method);
  if (!tail) tails.set(method, (tail = requestTail(method)));
  return tail;
};

/** Library frames an exception starts in, by what failed. */
export const libraryFrames = {
  mybatisUpdate: [
    frame('org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator', 'doTranslate', 243),
    frame('org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator', 'translate', 70),
    frame('org.mybatis.spring.MyBatisExceptionTranslator', 'translateExceptionIfPossible', 91),
    frame('org.mybatis.spring.SqlSessionTemplate$SqlSessionInterceptor', 'invoke', 441),
    'com.sun.proxy.$Proxy168.insert(Unknown Source)',
    frame('org.mybatis.spring.SqlSessionTemplate', 'insert', 272),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperMethod', 'execute', 60),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperProxy$PlainMethodInvoker', 'invoke', 148),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperProxy', 'invoke', 89),
    'com.sun.proxy.$Proxy212.insert(Unknown Source)',
    frame('com.baomidou.mybatisplus.extension.service.IService', 'save', 63),
    frame('com.baomidou.mybatisplus.extension.service.IService', 'saveOrUpdate', 'IService.java:274'),
  ],
  mybatisSelect: [
    frame('org.springframework.jdbc.support.SQLErrorCodeSQLExceptionTranslator', 'doTranslate', 235),
    frame('org.springframework.jdbc.support.AbstractFallbackSQLExceptionTranslator', 'translate', 70),
    frame('org.mybatis.spring.MyBatisExceptionTranslator', 'translateExceptionIfPossible', 91),
    frame('org.mybatis.spring.SqlSessionTemplate$SqlSessionInterceptor', 'invoke', 441),
    'com.sun.proxy.$Proxy168.selectList(Unknown Source)',
    frame('org.mybatis.spring.SqlSessionTemplate', 'selectList', 224),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperMethod', 'executeForIPage', 121),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperMethod', 'execute', 85),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperProxy$PlainMethodInvoker', 'invoke', 148),
    frame('com.baomidou.mybatisplus.core.override.MybatisMapperProxy', 'invoke', 89),
    'com.sun.proxy.$Proxy205.selectOrderPage(Unknown Source)',
  ],
  jdbcCause: [
    frame('com.mysql.cj.jdbc.exceptions.SQLError', 'createSQLException', 117),
    frame('com.mysql.cj.jdbc.exceptions.SQLExceptionsMapping', 'translateException', 122),
    frame('com.mysql.cj.jdbc.ClientPreparedStatement', 'executeInternal', 953),
    frame('com.mysql.cj.jdbc.ClientPreparedStatement', 'execute', 370),
    frame('com.alibaba.druid.pool.DruidPooledPreparedStatement', 'execute', 497),
    'sun.reflect.GeneratedMethodAccessor233.invoke(Unknown Source)',
    frame('sun.reflect.DelegatingMethodAccessorImpl', 'invoke', 43),
    frame('java.lang.reflect.Method', 'invoke', 498),
    frame('org.apache.ibatis.logging.jdbc.PreparedStatementLogger', 'invoke', 59),
    'com.sun.proxy.$Proxy241.execute(Unknown Source)',
    frame('org.apache.ibatis.executor.statement.PreparedStatementHandler', 'update', 47),
    frame('org.apache.ibatis.executor.statement.RoutingStatementHandler', 'update', 74),
    frame('com.baomidou.mybatisplus.core.executor.MybatisSimpleExecutor', 'doUpdate', 56),
    frame('org.apache.ibatis.executor.BaseExecutor', 'update', 117),
    frame('com.baomidou.mybatisplus.core.executor.MybatisCachingExecutor', 'update', 85),
    frame('org.apache.ibatis.session.defaults.DefaultSqlSession', 'update', 197),
    frame('org.apache.ibatis.session.defaults.DefaultSqlSession', 'insert', 184),
  ],
  feign: [
    frame('feign.FeignException', 'errorExecuting', 249),
    frame('feign.SynchronousMethodHandler', 'executeAndDecode', 129),
    frame('feign.SynchronousMethodHandler', 'invoke', 89),
    frame('com.alibaba.cloud.sentinel.feign.SentinelInvocationHandler', 'invoke', 107),
    'com.sun.proxy.$Proxy187.fileLink(Unknown Source)',
  ],
  socketCause: [
    'java.net.SocketInputStream.socketRead0(Native Method)',
    frame('java.net.SocketInputStream', 'socketRead', 116),
    frame('java.net.SocketInputStream', 'read', 171),
    frame('java.net.SocketInputStream', 'read', 141),
    frame('java.io.BufferedInputStream', 'fill', 246),
    frame('java.io.BufferedInputStream', 'read1', 286),
    frame('java.io.BufferedInputStream', 'read', 345),
    frame('sun.net.www.http.HttpClient', 'parseHTTPHeader', 735),
    frame('sun.net.www.http.HttpClient', 'parseHTTP', 678),
    frame('sun.net.www.protocol.http.HttpURLConnection', 'getInputStream0', 1593),
    frame('sun.net.www.protocol.http.HttpURLConnection', 'getInputStream', 1498),
    frame('java.net.HttpURLConnection', 'getResponseCode', 480),
    frame('feign.Client$Default', 'convertResponse', 108),
    frame('feign.Client$Default', 'execute', 104),
    frame('org.springframework.cloud.openfeign.ribbon.FeignLoadBalancer', 'execute', 93),
    frame('feign.SynchronousMethodHandler', 'executeAndDecode', 119),
  ],
  redis: [
    frame(
      'org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory$SharedConnection',
      'getNativeConnection',
      1199,
    ),
    frame(
      'org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory$SharedConnection',
      'getConnection',
      1178,
    ),
    frame('org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory', 'getSharedConnection', 952),
    frame('org.springframework.data.redis.connection.lettuce.LettuceConnectionFactory', 'getConnection', 359),
    frame('org.springframework.data.redis.core.RedisConnectionUtils', 'doGetConnection', 134),
    frame('org.springframework.data.redis.core.RedisConnectionUtils', 'getConnection', 97),
    frame('org.springframework.data.redis.core.RedisTemplate', 'execute', 212),
    frame('org.springframework.data.redis.core.RedisTemplate', 'execute', 185),
    frame('org.springframework.data.redis.cache.DefaultRedisCacheWriter', 'execute', 245),
    frame('org.springframework.data.redis.cache.DefaultRedisCacheWriter', 'get', 94),
    frame('org.springframework.data.redis.cache.RedisCache', 'lookup', 89),
    frame('org.springframework.cache.support.AbstractValueAdaptingCache', 'get', 58),
    frame('org.springblade.core.cache.utils.CacheUtil', 'get', 105),
  ],
  nettyCause: [
    frame('io.netty.channel.nio.AbstractNioChannel$AbstractNioUnsafe$1', 'run', 261),
    frame('io.netty.util.concurrent.PromiseTask', 'runTask', 98),
    frame('io.netty.util.concurrent.ScheduledFutureTask', 'run', 170),
    frame('io.netty.util.concurrent.AbstractEventExecutor', 'safeExecute', 164),
    frame('io.netty.util.concurrent.SingleThreadEventExecutor', 'runAllTasks', 472),
    frame('io.netty.channel.nio.NioEventLoop', 'run', 500),
    frame('io.netty.util.concurrent.SingleThreadEventExecutor$4', 'run', 989),
    frame('io.netty.util.internal.ThreadExecutorMap$2', 'run', 74),
    frame('io.netty.util.concurrent.FastThreadLocalRunnable', 'run', 30),
    frame('java.lang.Thread', 'run', 748),
  ],
  parseLong: [
    frame('java.lang.NumberFormatException', 'forInputString', 65),
    frame('java.lang.Long', 'parseLong', 589),
    frame('java.lang.Long', 'valueOf', 803),
    frame('org.springblade.core.tool.utils.NumberUtil', 'toLong', 96),
    frame('org.springblade.core.tool.utils.Func', 'toLong', 542),
  ],
  minio: [
    frame('io.minio.MinioClient', 'execute', 1251),
    frame('io.minio.MinioClient', 'putObject', 4520),
    frame('io.minio.MinioClient', 'putObject', 4455),
    frame('org.springblade.core.oss.MinioTemplate', 'putFile', 208),
    frame('org.springblade.core.oss.MinioTemplate', 'putFile', 190),
  ],
  arrayGet: [frame('java.util.ArrayList', 'rangeCheck', 657), frame('java.util.ArrayList', 'get', 433)],
  toMap: [
    frame('java.util.stream.Collectors', 'lambda$throwingMerger$0', 133),
    frame('java.util.HashMap', 'merge', 1254),
    frame('java.util.stream.Collectors', 'lambda$toMap$58', 1320),
    frame('java.util.stream.ReduceOps$3ReducingSink', 'accept', 169),
    frame('java.util.ArrayList$ArrayListSpliterator', 'forEachRemaining', 1382),
    frame('java.util.stream.AbstractPipeline', 'copyInto', 481),
    frame('java.util.stream.AbstractPipeline', 'wrapAndCopyInto', 471),
    frame('java.util.stream.ReduceOps$ReduceOp', 'evaluateSequential', 708),
    frame('java.util.stream.AbstractPipeline', 'evaluate', 234),
    frame('java.util.stream.ReferencePipeline', 'collect', 499),
  ],
  flowable: [
    frame('org.flowable.engine.impl.persistence.deploy.DeploymentManager', 'findDeployedProcessDefinitionById', 80),
    frame('org.flowable.engine.impl.util.ProcessInstanceHelper', 'createProcessInstance', 67),
    frame('org.flowable.engine.impl.cmd.StartProcessInstanceCmd', 'execute', 124),
    frame('org.flowable.engine.impl.cmd.StartProcessInstanceCmd', 'execute', 50),
    frame('org.flowable.common.engine.impl.interceptor.CommandInvoker$1', 'run', 51),
    frame('org.flowable.common.engine.impl.interceptor.CommandInvoker', 'executeOperation', 93),
    frame('org.flowable.common.engine.impl.interceptor.CommandInvoker', 'execute', 72),
    frame('org.flowable.common.engine.impl.interceptor.TransactionContextInterceptor', 'execute', 53),
    frame('org.flowable.common.engine.impl.interceptor.CommandContextInterceptor', 'execute', 83),
    frame('org.flowable.common.spring.SpringTransactionInterceptor', 'execute', 49),
    frame('org.flowable.common.engine.impl.interceptor.LogInterceptor', 'execute', 30),
    frame('org.flowable.common.engine.impl.cfg.CommandExecutorImpl', 'execute', 56),
    frame('org.flowable.engine.impl.RuntimeServiceImpl', 'startProcessInstanceById', 104),
  ],
  none: [] as string[],
} as const;

export type LibraryFrames = keyof typeof libraryFrames;

/** The first frame of a trace: the library's, else the application frame that failed. */
export const firstFrame = (library: LibraryFrames, service: string, fn: string, line: number): string =>
  (libraryFrames[library] as readonly string[])[0] ?? frame(service, fn, line);

/** `cls.fn(File.java:12)` → its parts (BladeX takes the error log's class, method, file and line from the first frame). */
export function frameParts(text: string): { cls: string; fn: string; file: string; line: number } {
  const match = /^(.*)\.([^.(]+)\(([^:)]*)(?::(\d+))?\)$/.exec(text);
  if (!match) return { cls: '', fn: '', file: '', line: -1 };
  return {
    cls: match[1],
    fn: match[2],
    file: match[3].endsWith('.java') ? match[3] : '',
    line: match[4] ? Number(match[4]) : -1,
  };
}
