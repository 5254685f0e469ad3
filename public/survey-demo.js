// The demo survey frame's script (a file of its own, so the static files' CSP needs no inline script).
parent.postMessage({ type: 'survey_loaded' }, location.origin);
for (const b of document.querySelectorAll('button')) {
  b.addEventListener('click', () => parent.postMessage({ type: 'survey_finished', answer: b.dataset.answer }, location.origin));
}
