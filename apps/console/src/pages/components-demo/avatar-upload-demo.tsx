import { Button, formatFileSize, RadioGroup, Upload, useMessages } from '@cep/ui';
import { useEffect, useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { api } from '../../api-client';
import { cropToJpeg } from './crop-image';
import { DemoPage } from './demo-page';
import { componentsDemoMessages } from './messages';

const aspects = { square: 1, photo: 3 / 4, wide: 16 / 9 } as const;
type Aspect = keyof typeof aspects;

/** What a person may pick to crop: a picture of up to 10 MB (the cropped JPEG is far smaller). */
const MAX_PICK = 10 * 1024 * 1024;

type Sent =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'saved'; url: string; size: number; width: number; height: number }
  | { state: 'refused'; message: string };

/**
 * 头像上传 (spec §2 components/avatar-upload): pick a picture, crop it with an aspect preset
 * (pointer, wheel, or the arrow keys on the crop area, and a zoom slider), and upload the crop as
 * a JPEG that passes the server's picture check.
 */
export default function AvatarUploadDemo() {
  const t = useMessages(componentsDemoMessages).avatarUpload;
  const [url, setUrl] = useState<string | null>(null);
  const [aspect, setAspect] = useState<Aspect>('square');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const areaId = useId();
  const zoomId = useId();

  // The chosen file's object URL lives as long as it is shown.
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const pick = (file: File) => {
    setUrl(URL.createObjectURL(file));
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setSent({ state: 'idle' });
  };

  const upload = async () => {
    if (!url || !area) return;
    setSent({ state: 'sending' });
    try {
      const jpeg = await cropToJpeg(url, area);
      const stored = await api.uploadFile(jpeg, { filename: 'avatar.jpg' });
      setSent({
        state: 'saved',
        url: stored,
        size: jpeg.size,
        width: Math.round(area.width),
        height: Math.round(area.height),
      });
    } catch (error) {
      setSent({
        state: 'refused',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  return (
    <DemoPage title={t.title} intro={t.intro}>
      <Upload
        accept={['jpg', 'jpeg', 'png']}
        maxSize={MAX_PICK}
        maxSizeInclusive
        messages={{ type: t.wrongType, size: t.tooLarge }}
        label={t.pick}
        hint={t.pickHint}
        preview={false}
        onSelect={pick}
      />
      {url && (
        <div className="space-y-4">
          <RadioGroup
            aria-label={t.aspect}
            value={aspect}
            onValueChange={(value) => setAspect(value as Aspect)}
            items={(Object.keys(aspects) as Aspect[]).map((key) => ({
              value: key,
              label: t.aspects[key],
            }))}
            orientation="horizontal"
          />
          <div className="relative h-72 overflow-hidden rounded-md border border-border bg-muted">
            <Cropper
              image={url}
              crop={crop}
              zoom={zoom}
              aspect={aspects[aspect]}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
              keyboardStep={10}
              mediaProps={{ alt: t.picture }}
              cropperProps={{
                role: 'group',
                'aria-label': t.cropArea,
                'aria-describedby': areaId,
              }}
            />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={zoomId}>{t.zoom}</label>
            <input
              id={zoomId}
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="h-11 w-48 accent-primary"
            />
          </div>
          <p id={areaId} role="status">
            {area
              ? t.area(
                  Math.round(area.width),
                  Math.round(area.height),
                  Math.round(area.x),
                  Math.round(area.y),
                )
              : ''}
          </p>
          <Button
            variant="primary"
            onClick={upload}
            loading={sent.state === 'sending'}
            disabled={!area}
          >
            {t.upload}
          </Button>
        </div>
      )}
      {sent.state === 'saved' && (
        <figure className="space-y-2">
          <img src={sent.url} alt={t.result} className="max-h-48 rounded-md border border-border" />
          <figcaption>{t.saved(sent.width, sent.height, formatFileSize(sent.size))}</figcaption>
        </figure>
      )}
      {sent.state === 'refused' && (
        <p role="alert" className="font-medium text-danger">
          {t.refused(sent.message)}
        </p>
      )}
    </DemoPage>
  );
}
