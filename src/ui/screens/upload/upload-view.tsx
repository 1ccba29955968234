import { ScreenHeader } from '../../components/screen-header/screen-header'
import { FilePanel, type FilePanelProps } from './file-panel'
import { ManualForm, type ManualFormProps } from './manual-form'
import { RecentUploads, type RecentUploadsProps } from './recent-uploads'
import './upload.css'
import { UPLOAD_TEXT } from './messages'


export interface UploadViewProps {
  file: FilePanelProps
  manual: ManualFormProps
  history: RecentUploadsProps
}

/** The upload screen (docs/product.md#upload), from plain props: the screen component binds the machines. */
export function UploadView({ file, manual, history }: UploadViewProps) {
  return (
    <>
      <ScreenHeader
        title={UPLOAD_TEXT.title}
        subtitle={UPLOAD_TEXT.subtitle}
      />
      <div className="upload-layout">
        <FilePanel {...file} />
        <ManualForm {...manual} />
      </div>
      <RecentUploads {...history} />
    </>
  )
}
