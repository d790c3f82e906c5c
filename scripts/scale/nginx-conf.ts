/**
 * nginx in front of the site's instances: round robin over keep-alive connections, and a
 * micro-cache for anonymous GETs that obeys the pages' own Cache-Control (s-maxage,
 * stale-while-revalidate; `private, no-store` is never kept). A burst for one page waits on one
 * render (proxy_cache_lock); an expired page is served stale while one request refreshes it.
 * A request with an Authorization header or a session cookie is neither answered from nor
 * stored in the cache, and nginx never stores a response that sets a cookie. Preview links and the
 * desk (/preview/, /desk, /api/desk) are never answered from or stored in it, whatever their headers say.
 * Pictures under /media/ never change (their folder is a hash), so they have their own large,
 * long-lived cache whatever cookie comes with the request; picture uploads may be as large as IMAGE_MAX_BYTES.
 * Each request gets nginx's $request_id as its X-Request-Id, replacing any the client sent, so
 * the site's log lines carry nginx's id (TRUST_PROXY=1; decision 240).
 *
 * nginx compresses, the site does not (COMPRESS=0; decision 331). nginx's gzip runs after its
 * cache, so the front server would gzip every hit again; instead it asks an internal server on a
 * Unix socket, whose only job is gzip, and caches what that answers: one gzipped copy per page, a
 * hit costs no compression, and a client that does not take gzip gets it unzipped (gunzip).
 */
export function nginxConf(options: { dir: string; port: number; upstreams: number[] }): string {
  const { dir } = options;
  // Started as root (CI), the workers would run as `nobody` and could not use the throwaway folder.
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  proxy_cache_path ${dir}/media levels=1:2 keys_zone=media:10m max_size=2g inactive=30d use_temp_path=off;

  upstream site {
${options.upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n')}
    keepalive 64;
    # Node closes an idle connection after 5 s (its keepAliveTimeout); nginx must let go first, or
    # a request sent as Node closes fails, and a POST is not retried (most likely the 502 that
    # test:scale once saw for the sandbox card form's POST).
    keepalive_timeout 4s;
  }

  # The internal compressing server below.
  upstream compressor {
    server unix:${dir}/compressor.sock;
    keepalive 64;
  }

  map $http_cookie $has_session {
    default 0;
    "~(^|;\\s*)__session=" 1;
  }

  map $uri $never_cached {
    default 0;
    "~^/(preview|desk|api/desk)(/|$)" 1;
  }

  # Whether a client takes gzip is decided by its Accept-Encoding alone, also behind another proxy
  # (a Via header) and over HTTP/1.0: this is what gunzip asks before unzipping for a client.
  gzip_proxied any;
  gzip_http_version 1.0;

  # Internal: gzips what the instances answer (they do not compress, COMPRESS=0), for the front
  # server's cache to keep. Only the front server talks to it; it passes the client's address and
  # request id on as the front server wrote them, so the instances see one proxy (TRUST_PROXY=1).
  server {
    listen unix:${dir}/compressor.sock;
    gzip on;
    gzip_vary on;
    # Compressed once per cache fill, not per reader, so a higher level than nginx's default costs little.
    gzip_comp_level 6;
    gzip_min_length 256;
    gzip_types text/css text/plain text/xml text/javascript application/javascript application/json application/manifest+json application/xml application/rss+xml application/atom+xml image/svg+xml;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $http_x_request_id;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $http_x_forwarded_proto;
      proxy_set_header Accept-Encoding "";
      proxy_next_upstream error timeout http_502 http_503;
    }
  }

  server {
    # A burst of new connections (1,000 readers at once) must not overflow the default 511.
    listen 127.0.0.1:${options.port} backlog=4096;
    location / {
      proxy_pass http://compressor;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Always gzip from the compressor, so the cache keeps one copy per page: the gzipped one.
      proxy_set_header Accept-Encoding gzip;
      gunzip on;
      # The compressor answers within the instances' own 60 s read timeout; waiting a little
      # longer here lets its 502/504 arrive (and a stale copy be served) rather than timing out first.
      proxy_read_timeout 75s;

      proxy_cache pages;
      proxy_cache_methods GET HEAD;
      proxy_cache_key $scheme$host$request_uri;
      # Vary: Accept-Encoding would make one cached copy per distinct Accept-Encoding a client
      # sends, though the cache holds only gzip (unzipped on the way out for those who need it).
      proxy_ignore_headers Vary;
      proxy_cache_lock on;
      proxy_cache_lock_timeout 5s;
      proxy_cache_use_stale updating error timeout http_502 http_503 http_504;
      proxy_cache_background_update on;
      proxy_cache_revalidate on;
      proxy_cache_bypass $http_authorization $has_session $never_cached;
      proxy_no_cache $http_authorization $has_session $never_cached;
      add_header X-Cache-Status $upstream_cache_status always;
    }
    location /media/ {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_cache media;
      proxy_cache_methods GET HEAD;
      proxy_cache_key $scheme$host$uri;
      proxy_cache_lock on;
      proxy_cache_valid 200 30d;
      proxy_cache_valid 404 1m;
      proxy_cache_use_stale error timeout updating http_502 http_503 http_504;
      proxy_ignore_headers Set-Cookie;
      add_header X-Cache-Status $upstream_cache_status always;
    }
    location = /api/desk/images {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # The site refuses anything over IMAGE_MAX_BYTES (25 MB by default) with a clear 413.
      client_max_body_size 26m;
      proxy_request_buffering off;
    }
  }
}
`;
}
