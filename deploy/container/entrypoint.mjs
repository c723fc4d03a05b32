// The image's entry point (Containerfile): scripts/run.mjs's commands (server, backup, restore, set-password), and
// `schedule`, compose.yaml's second service, which makes the nightly backup and the copies off the machine.
if (process.argv[2] === 'schedule') await import('./schedule.mjs');
else await import('../../scripts/run.mjs');
