// The e2e servers' SMTP server: it accepts every mail, keeps it in memory, and answers the tests over HTTP
// (`GET /messages?to=address`) with each mail's recipients, subject, text, HTML and headers, decoded.
//   MAIL_SINK_SMTP_PORT, MAIL_SINK_HTTP_PORT: where it listens, on 127.0.0.1 only.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    simpleParser(stream)
      .then((mail) => {
        mails.push({
          to: [mail.to].flat().map((address) => address?.text ?? '').join(', '),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries([...mail.headerLines].map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()])),
        });
        done();
      })
      .catch(done);
  },
});
smtp.listen(smtpPort, '127.0.0.1');

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink.invalid');
    if (url.pathname === '/health') return res.end('ok');
    if (url.pathname !== '/messages') return res.writeHead(404).end();
    const to = url.searchParams.get('to')?.toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails.filter((mail) => !to || mail.to.toLowerCase().includes(to))));
  })
  .listen(httpPort, '127.0.0.1');
