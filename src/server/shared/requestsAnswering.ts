/**
 * How many requests this process is answering now (the request log's middleware counts them in and
 * out). Long background work of the same thread, an SDC file's reading and staging, lets them go
 * first: the thread's time is the users' before it is the file's.
 */
let answering = 0

export const requestsAnswering = {
  begin: () => {
    answering += 1
  },
  end: () => {
    answering -= 1
  },
  get count() {
    return answering
  }
}
