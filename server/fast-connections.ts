// The connections the fast path holds. Each read is taken apart into requests (request-head.ts); every
// request the fast path can answer is answered at once, in one write of prebuilt bytes; at the first
// it cannot (a post, the API, a path that names no file, anything unusual), the connection with the
// bytes not yet answered is handed to Node's HTTP server, which keeps it from then on. Answers are
// written in the order the requests came, so pipelining stays correct across the hand-over.
//
// A connection here has nothing half answered between two reads (at most answers the client has not
// read yet), so closing the server can end them all at once, as Node ends its own idle keep-alive
// connections.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { readRequestHead, type RequestHead } from './request-head.ts'

export interface FastAnswer {
  status: number
  /** Status line and headers, without the blank line that ends them (the connection's lines follow). */
  head: Buffer
  /** Left out for HEAD and 304. */
  body?: Buffer
}

export interface FastConnectionsOptions {
  /** The answer to a request, or undefined to leave it (and the connection) to Node. */
  answer: (head: RequestHead, socket: Socket) => FastAnswer | undefined
  /** Gives the connection to Node's HTTP server, with the bytes received and not yet answered. */
  handOver: (socket: Socket, unanswered: Buffer) => void
  /** How long an idle keep-alive connection is kept (Node's server.keepAliveTimeout). */
  keepAliveMs: () => number
}

/** `HTTP/1.1 200 OK` and the given headers, as bytes, without the blank line after them. */
export function answerHead(status: number, headers: Record<string, string>): Buffer {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)]
  return Buffer.from(lines.join('\r\n') + '\r\n', 'latin1')
}

/** The Date and connection lines that end every answer's head, made once a second (Date's resolution). */
function connectionLines() {
  let second = -1
  let keepAliveMs = -1
  let lines = { keepAlive: Buffer.alloc(0), close: Buffer.alloc(0) }
  return (keepAlive: boolean, currentKeepAliveMs: number) => {
    const now = Date.now()
    if (Math.floor(now / 1000) !== second || currentKeepAliveMs !== keepAliveMs) {
      second = Math.floor(now / 1000)
      keepAliveMs = currentKeepAliveMs
      const date = `date: ${new Date(now).toUTCString()}\r\n`
      lines = {
        keepAlive: Buffer.from(`${date}connection: keep-alive\r\nkeep-alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n\r\n`, 'latin1'),
        close: Buffer.from(`${date}connection: close\r\n\r\n`, 'latin1'),
      }
    }
    return keepAlive ? lines.keepAlive : lines.close
  }
}

export function fastConnections({ answer, handOver, keepAliveMs }: FastConnectionsOptions) {
  const open = new Set<Socket>()
  const endLines = connectionLines()
  let closing = false

  function accept(socket: Socket) {
    open.add(socket)
    // Answers the requests in `data`, in order, until one is for Node.
    const serve = (data: Buffer) => {
      let start = 0
      while (start < data.length) {
        // A client that goes on sending after this side said it would close gets nothing more.
        if (socket.writableEnded) return
        const head = readRequestHead(data, start)
        const reply = head && answer(head, socket)
        if (!head || !reply) {
          release()
          handOver(socket, start === 0 ? data : data.subarray(start))
          return
        }
        const keepAlive = head.keepAlive && !closing
        socket.cork()
        socket.write(reply.head)
        socket.write(endLines(keepAlive, keepAliveMs()))
        if (reply.body) socket.write(reply.body)
        socket.uncork()
        if (!keepAlive) {
          socket.end()
          return
        }
        start = head.end
        // A client sending requests faster than it reads the answers: nothing more is read or answered
        // until it has taken what was written, so its answers cannot pile up in memory.
        if (socket.writableNeedDrain) {
          const rest = data.subarray(start)
          socket.pause()
          socket.once('drain', () => {
            socket.resume()
            serve(rest)
          })
          return
        }
      }
    }
    // The client closed its side: so does the server (Node's HTTP server allows half-open sockets).
    const onEnd = () => socket.end()
    const onTimeout = () => socket.destroy()
    // A reset by the client is nothing to report; the socket is gone either way.
    const onError = () => socket.destroy()
    const onClose = () => open.delete(socket)
    const release = () => {
      open.delete(socket)
      socket.setTimeout(0)
      socket.off('data', serve).off('end', onEnd).off('timeout', onTimeout).off('error', onError).off('close', onClose)
    }
    socket.setTimeout(keepAliveMs())
    socket.on('data', serve).on('end', onEnd).on('timeout', onTimeout).on('error', onError).on('close', onClose)
  }

  return {
    accept,
    /** Ends every connection held here, after what was written to it, and answers later requests with Connection: close. */
    endAll() {
      closing = true
      for (const socket of open) socket.end()
    },
    /** Drops every connection held here at once. */
    destroyAll() {
      closing = true
      for (const socket of open) socket.destroy()
    },
  }
}
