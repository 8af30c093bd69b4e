import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '@/lib/api/types/media';
import { inFrench, json, mockFetch } from './admin-harness';

const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }), usePathname: () => '/admin/media' }));

const { MediaUploader } = await import('@/components/admin/media/MediaUploader');
const { MediaDelete } = await import('@/components/admin/media/MediaDelete');
const { MediaPicker } = await import('@/components/admin/media/MediaPicker');

/** An XMLHttpRequest the test answers: progress, a status with a JSON body, or a lost network. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload = new EventTarget();
  private events = new EventTarget();
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    act(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
    });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => {
      this.events.dispatchEvent(new Event('load'));
    });
  }
  fail() {
    act(() => {
      this.events.dispatchEvent(new Event('error'));
    });
  }
}

const png = (name: string, bytes = 1200) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const media = (id: number, name: string, mime = 'image/png'): MediaFile => ({ id, name, url: `/media/icons/${id}abc.png`, mime_type: mime, size: 2048, kind: 'icon', created_at: '2025-05-02T10:00:00Z' });

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods: enough of them to open and close it.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});
const fetchMock = mockFetch();
beforeEach(() => {
  FakeXhr.sent = [];
  refresh.mockReset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

describe('MediaUploader', () => {
  it('sends each file with its progress, then tells a refusal in French beside it', async () => {
    const uploaded = vi.fn();
    const user = userEvent.setup();
    inFrench(<MediaUploader edition="fr-be" onUploaded={uploaded} />);
    await user.upload(screen.getByLabelText('Choisir des fichiers'), [png('grand.png'), png('coupe.png'), png('soleil.png')]);
    expect(FakeXhr.sent).toHaveLength(3);
    const [big, cut, fine] = FakeXhr.sent;
    expect(big.method).toBe('POST');
    expect(big.url).toBe('/api/media_storage/upload_icon/?language=fr-be');
    expect((big.body?.get('file') as File).name).toBe('grand.png');

    big.progress(600, 1200);
    const bar = screen.getByRole('progressbar', { name: 'Envoi de « grand.png »' }) as HTMLProgressElement;
    expect(bar.value).toBe(600);
    expect(bar.max).toBe(1200);

    big.respond(413, { file: ['The file is larger than 2 MB.'] });
    cut.respond(400, { file: ['The upload was cut off or is malformed: send it again.'] });
    fine.respond(201, media(7, 'soleil.png'));
    const list = screen.getByRole('list', { name: 'Fichiers envoyés' });
    const row = (name: string) => within(list).getByText(name).closest('li') as HTMLElement;
    await waitFor(() => expect(row('grand.png').textContent).toContain('Trop lourd : 2 Mo au plus.'));
    await waitFor(() => expect(row('coupe.png').textContent).toContain('Le fichier n’a pas pu être lu'));
    await waitFor(() => expect(row('soleil.png').textContent).toContain('Ajouté à la médiathèque.'));
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(list.textContent).not.toMatch(/larger|cut off/);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(uploaded).toHaveBeenCalledWith(media(7, 'soleil.png'));
  });

  it('says a file is not an accepted image (415), that the network was lost, and refuses a heavy file without sending it', async () => {
    const user = userEvent.setup();
    inFrench(<MediaUploader edition="fr-be" onUploaded={vi.fn()} />);
    await user.upload(screen.getByLabelText('Choisir des fichiers'), [png('faux.png'), png('train.png'), png('lourd.png', 2 * 1024 * 1024 + 1)]);
    expect(FakeXhr.sent).toHaveLength(2);
    FakeXhr.sent[0].respond(415, { file: ['This file is not PNG, JPEG, WebP or AVIF: its content says PDF.'] });
    FakeXhr.sent[1].fail();
    const list = screen.getByRole('list', { name: 'Fichiers envoyés' });
    await waitFor(() => expect(list.textContent).toContain('Format refusé : seules les images PNG, JPEG, WebP ou AVIF sont acceptées.'));
    await waitFor(() => expect(list.textContent).toContain('Connexion perdue : le fichier n’a pas été envoyé.'));
    expect(within(list).getByText('lourd.png').closest('li')?.textContent).toContain('Trop lourd');
  });
});

describe('MediaDelete', () => {
  it('says which entities show the file before the editor confirms, then deletes it past them', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        used_by: [
          { entity: 'store', id: 4 },
          { entity: 'promotion', id: 12 },
          { entity: 'promotion', id: 15 },
        ],
      }),
    );
    fetchMock.mockResolvedValueOnce(json(204, null));
    const user = userEvent.setup();
    inFrench(<MediaDelete edition="fr-be" id={31} name="logo.png" />);
    await user.click(screen.getByRole('button', { name: 'Supprimer « logo.png »' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer « logo.png » ?' });
    expect(dialog.textContent).toContain('Ce fichier est encore affiché par 3 éléments :');
    expect(within(dialog).getByText('1 boutique (n° 4)')).toBeTruthy();
    expect(within(dialog).getByText('2 promotions (n° 12, 15)')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/media_storage/31/usage/?language=fr-be');
    expect(document.activeElement?.textContent).toBe('Annuler');

    await user.click(within(dialog).getByRole('button', { name: 'Supprimer quand même' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('« logo.png » supprimé.'));
    expect(fetchMock.mock.calls[1][0]).toBe('/api/media_storage/31/?language=fr-be&force=true');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('DELETE');
    expect(refresh).toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('deletes nothing when the editor cancels, and asks again when a page began to show the file meanwhile', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { used_by: [] }));
    fetchMock.mockResolvedValueOnce(json(200, { used_by: [] }));
    fetchMock.mockResolvedValueOnce(json(409, { detail: 'This file is still shown by 1 item(s)', used_by: [{ entity: 'blog_post', id: 8 }] }));
    const user = userEvent.setup();
    inFrench(<MediaDelete edition="fr-be" id={5} name="plage.jpg" />);
    await user.click(screen.getByRole('button', { name: 'Supprimer « plage.jpg »' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Aucune page n’affiche ce fichier.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Supprimer « plage.jpg »' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    expect(fetchMock.mock.calls[2][0]).toBe('/api/media_storage/5/?language=fr-be');
    await waitFor(() => expect(within(dialog).getByText('1 article du blog (n° 8)')).toBeTruthy());
    expect(dialog.textContent).toContain('vérifiez la liste avant de confirmer');
    expect(within(dialog).getByRole('button', { name: 'Supprimer quand même' })).toBeTruthy();
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('MediaPicker', () => {
  function Field({ onChange, initial = null }: { onChange: (url: string | null) => void; initial?: string | null }) {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <MediaPicker
        edition="fr-be"
        name="slider_image"
        label="Image du slider"
        value={value}
        onChange={(url) => {
          setValue(url);
          onChange(url);
        }}
      />
    );
  }

  it('searches the library in a labelled dialog and gives the chosen image’s URL, without submitting the form around it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { count: 2, next: null, previous: null, results: [media(1, 'plage.png'), media(2, 'conditions.pdf', 'application/pdf')] }));
    fetchMock.mockResolvedValueOnce(json(200, { count: 1, next: null, previous: null, results: [media(3, 'soleil.png')] }));
    const onChange = vi.fn();
    const submit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const user = userEvent.setup();
    inFrench(
      <form onSubmit={submit}>
        <Field onChange={onChange} />
      </form>,
    );
    expect(screen.getByText('Aucune image')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Choisir dans la médiathèque' }));
    const dialog = screen.getByRole('dialog', { name: 'Image du slider : choisir une image' });
    expect(await within(dialog).findByRole('button', { name: 'Choisir « plage.png »' })).toBeTruthy();
    expect(within(dialog).queryByText('conditions.pdf')).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/media_storage/?language=fr-be&page=1&size=24');

    await user.type(within(dialog).getByLabelText('Rechercher par nom'), 'soleil{Enter}');
    expect(submit).not.toHaveBeenCalled();
    await within(dialog).findByRole('button', { name: 'Choisir « soleil.png »' });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/media_storage/search_by_name/?language=fr-be&name=soleil&page=1&size=24');
    expect(within(dialog).getByRole('status').textContent).toBe('1 image');

    await user.click(within(dialog).getByRole('button', { name: 'Choisir « soleil.png »' }));
    expect(onChange).toHaveBeenCalledWith('/media/icons/3abc.png');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('img', { name: 'Image actuelle : Image du slider' }).getAttribute('src')).toBe('/media/icons/3abc.png');
    expect((document.querySelector('input[name="slider_image"]') as HTMLInputElement).value).toBe('/media/icons/3abc.png');
  });

  it('removes the image, and closes the dialog with Escape', async () => {
    fetchMock.mockResolvedValue(json(200, { count: 0, next: null, previous: null, results: [] }));
    const onChange = vi.fn();
    const user = userEvent.setup();
    inFrench(<Field onChange={onChange} initial="/media/icons/1abc.png" />);
    await user.click(screen.getByRole('button', { name: 'Choisir dans la médiathèque' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByText('Aucune image trouvée.');
    // The browser turns Escape into the dialog's cancel, then close.
    act(() => {
      dialog.dispatchEvent(new Event('cancel'));
      (dialog as HTMLDialogElement).close();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retirer l’image : Image du slider' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText('Aucune image')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Choisir dans la médiathèque');
  });
});
