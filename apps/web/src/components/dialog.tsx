// Mantine's per-component styles: the dialog's own, and the Paper, Overlay and close button it is built of.
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import './dialog.css';
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { MantineScope } from './mantine-scope';

/**
 * Every dialog of the shop: opaque, focus kept inside, closed by Esc and a click outside; centred on a wide
 * screen, a full-width sheet from the bottom on a phone (dialog.css). With a title it has a close button.
 */
export function Dialog({
  opened,
  onClose,
  title,
  size,
  zIndex = 250,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title?: string;
  /** The width on a wide screen, in pixels. */
  size: number;
  zIndex?: number;
  children: ReactNode;
}) {
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        centered
        size={size}
        radius="lg"
        title={title}
        withCloseButton={title !== undefined}
        closeButtonProps={{ 'aria-label': '关闭' }}
        zIndex={zIndex}
        classNames={{ root: 'dialog' }}
      >
        {children}
      </Modal>
    </MantineScope>
  );
}
