// The Lua scripts wrk runs for the server benchmark (server-throughput.ts): each ends by printing one
// WRKJSON line of counts and latencies that runWrk (wrk.ts) reads.

const reportLua = `
report = function(summary, latency)
  local e = summary.errors
  io.write(string.format('WRKJSON{"requests":%d,"durationUs":%d,"errors":%d,"meanUs":%f,"p50Us":%d,"p90Us":%d,"p99Us":%d,"maxUs":%d',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency.mean, latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`

export const getLua = `${reportLua}
done = function(summary, latency, requests)
  report(summary, latency)
  io.write('}\\n')
end
`

// Every request a new Idempotency-Key (run prefix, thread, counter) and a valid message; the 201 answers'
// ids are kept so the benchmark can look each one up in the database afterwards.
export const postLua = `${reportLua}
local threads = {}
setup = function(thread)
  table.insert(threads, thread)
  thread:set("tid", #threads)
end
init = function(args)
  prefix = args[1] .. "-" .. tid .. "-"
  counter, sent, answered, acknowledged, refused, ids = 0, 0, 0, 0, 0, {}
  body = '{"fullName":"Bench Visitor","email":"bench@example.com","phone":"(916) 555-0111","subject":"Benchmark","message":"A benchmark message: please ignore."}'
end
request = function()
  counter = counter + 1
  sent = sent + 1
  return wrk.format("POST", "/api/contact", { ["Content-Type"] = "application/json", ["Idempotency-Key"] = prefix .. counter }, body)
end
response = function(status, headers, answer)
  answered = answered + 1
  if status >= 200 and status < 300 then
    acknowledged = acknowledged + 1
    ids[#ids + 1] = string.match(answer, '"id":"([^"]+)"') or "?"
  else
    refused = refused + 1
  end
end
done = function(summary, latency, requests)
  local s, a, ok, no = 0, 0, 0, 0
  local file = io.open(idsFile, "w")
  for _, thread in ipairs(threads) do
    s = s + thread:get("sent")
    a = a + thread:get("answered")
    ok = ok + thread:get("acknowledged")
    no = no + thread:get("refused")
    for _, id in ipairs(thread:get("ids")) do file:write(id, "\\n") end
  end
  file:close()
  report(summary, latency)
  io.write(string.format(',"sent":%d,"answered":%d,"acknowledged":%d,"refused":%d}\\n', s, a, ok, no))
end
`
