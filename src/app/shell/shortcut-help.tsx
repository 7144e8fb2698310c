import { ModalFrame } from '../../components/modal-frame';
import { SHORTCUTS } from './shortcuts';
import { DataTable } from '../../components/data-table';

const isMac = /mac/i.test(navigator.userAgent);

/** `?`: every keyboard shortcut of the console. Loaded on first use. */
export default function ShortcutHelp({ onClose }: { onClose: () => void }) {
  return (
    <ModalFrame
      title="Keyboard shortcuts"
      onClose={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      }
    >
      <DataTable caption="Keyboard shortcuts">
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.what}>
              <th scope="row">
                {(isMac && 'mac' in s ? s.mac : s.keys).map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' + '}
                    <kbd>{k}</kbd>
                  </span>
                ))}
              </th>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </ModalFrame>
  );
}
