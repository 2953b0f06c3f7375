import { Input } from '@mantine/core';
import { getUploadImageExtension, Link, RichTextEditor } from '@mantine/tiptap';
import TipTapImage from '@tiptap/extension-image';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { reportError } from '../lib/report-error';
import { uploadImages } from '../lib/upload';

/** The toolbar's names, in Chinese (the back office's language). */
const LABELS = {
  boldControlLabel: '加粗',
  italicControlLabel: '斜体',
  underlineControlLabel: '下划线',
  strikeControlLabel: '删除线',
  clearFormattingControlLabel: '清除格式',
  h2ControlLabel: '大标题',
  h3ControlLabel: '中标题',
  h4ControlLabel: '小标题',
  linkControlLabel: '链接',
  unlinkControlLabel: '取消链接',
  bulletListControlLabel: '项目列表',
  orderedListControlLabel: '编号列表',
  blockquoteControlLabel: '引用',
  hrControlLabel: '分隔线',
  undoControlLabel: '撤销',
  redoControlLabel: '重做',
  imageUploadControlLabel: '插入图片',
  linkEditorInputLabel: '链接地址',
  linkEditorInputPlaceholder: 'https://… 或 /goodDetail?gshp_id=…',
  linkEditorExternalLink: '在新窗口打开',
  linkEditorInternalLink: '在本窗口打开',
  linkEditorSave: '保存',
};

/**
 * Rich text the storefront shows as HTML (a goods description, storefront §3 "Product detail" tab 0; an activity
 * page's text): headings, emphasis, lists, quotes, links and pictures, only what the server's sanitiser keeps (the
 * domain's `DESCRIPTION_TAGS`), written as HTML. A picture inserted is uploaded under `prefix` and shown from the
 * shop's address. `label` also names the editable area.
 */
export function RichTextField({
  label,
  lead = '',
  prefix,
  testId,
  value,
  onChange,
}: {
  label: string;
  /** Said first under the label, before what the field allows. */
  lead?: string;
  prefix: string;
  testId: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const uploadPicture = async (file: File) => ({ src: (await uploadImages([file], prefix))[0] as string, alt: file.name.replace(/\.[^.]+$/, '') });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, heading: { levels: [2, 3, 4] } }),
      Link,
      getUploadImageExtension(TipTapImage, { onImageUpload: uploadPicture, onImageUploadError: (_file, failure) => reportError(failure) }),
    ],
    content: value,
    // The editable area itself is the field screen readers (and the journeys) find by its name.
    editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } },
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  return (
    <Input.Wrapper label={label} description={`${lead}可设置标题、加粗、列表、链接，插入的图片上传到本店；保存时服务器会清理不安全的内容`}>
      <RichTextEditor editor={editor} labels={LABELS} mt={4} data-testid={testId}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
            <RichTextEditor.Hr />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
            <RichTextEditor.ImageUpload accept="image/png,image/jpeg,image/gif" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
