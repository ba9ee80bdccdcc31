package session

import "sync"

// writer runs jobs on a background goroutine, one at a time; a job
// scheduled while another waits replaces it, so the newest wins and
// writes never queue up. done gets each job's error on the writer's
// goroutine.
type writer struct {
	mu      sync.Mutex
	idle    sync.Cond
	pending func() error
	running bool
	closed  bool // see close
	done    func(error)
}

func newWriter(done func(error)) *writer {
	w := &writer{done: done}
	w.idle.L = &w.mu
	return w
}

// schedule has job run after the one in flight, in place of any waiting.
func (w *writer) schedule(job func() error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	w.pending = job
	if !w.running {
		w.running = true
		go w.loop()
	}
}

func (w *writer) loop() {
	for {
		w.mu.Lock()
		job := w.pending
		w.pending = nil
		if job == nil {
			w.running = false
			w.idle.Broadcast()
			w.mu.Unlock()
			return
		}
		w.mu.Unlock()
		err := job()
		if w.done != nil {
			w.done(err)
		}
	}
}

// close waits for the jobs scheduled, as flush does, and then takes no
// more: a job scheduled after it never runs.
func (w *writer) close() {
	w.mu.Lock()
	w.closed = true
	for w.running {
		w.idle.Wait()
	}
	w.mu.Unlock()
}

// busy reports whether a job is waiting or running.
func (w *writer) busy() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.running
}

// flush waits until no job is waiting or running.
func (w *writer) flush() {
	w.mu.Lock()
	for w.running {
		w.idle.Wait()
	}
	w.mu.Unlock()
}
