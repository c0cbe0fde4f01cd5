import { deviceProfiles, type SignalDevice, type SignalDeviceCreated } from '@cep/contract';
import {
  Button,
  confirm,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  formatTime,
  FormField,
  Input,
  Select,
  toast,
  useMessages,
} from '@cep/ui';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../api-client';
import { mpsaMessages } from './messages';

/**
 * 设备管理 (admin): every device with its state; register one (its key is shown once, in a
 * dialog, and never again); disable or enable one; give one a new key (after a confirmation, as it
 * disconnects the bridge; shown the same way), e.g. a demo device whose published key must not
 * open a database served on the network.
 */
export function DevicesTab() {
  const t = useMessages(mpsaMessages);
  const [devices, setDevices] = useState<SignalDevice[] | null>(null);
  const [name, setName] = useState('');
  const [profile, setProfile] = useState<string>(deviceProfiles[0]!.key);
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<SignalDeviceCreated | null>(null);
  const load = useCallback(() => {
    void api.listSignalDevices().then(setDevices, () => setDevices([]));
  }, []);
  useEffect(load, [load]);

  const add = async () => {
    if (!name.trim()) return setNameError(t.nameRequired);
    setNameError(null);
    const device = await api.addSignalDevice({ name: name.trim(), profile });
    setCreated(device);
    setName('');
    load();
  };
  const toggle = async (device: SignalDevice) => {
    const on = device.status !== 'enabled';
    await api.setSignalDeviceStatus({ id: device.id, status: on ? 'enabled' : 'disabled' });
    toast.success(t.statusChanged(device.name, on));
    load();
  };
  const rotate = async (device: SignalDevice) => {
    setCreated(await api.rotateSignalDeviceKey({ id: device.id }));
    load();
  };

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{t.devicesTitle}</h2>
      <form
        className="flex flex-wrap items-start gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <FormField label={t.deviceName} error={nameError ?? undefined} className="w-full max-w-xs">
          <Input value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t.profile} description={t.profileHint} className="w-full max-w-xs">
          <Select
            value={profile}
            onValueChange={setProfile}
            options={deviceProfiles.map((p) => ({
              value: p.key,
              label: `${t.modality[p.modality]} ${p.channels.length} ch ${p.sampleRate} Hz`,
            }))}
          />
        </FormField>
        <Button type="submit" variant="primary" className="sm:mt-7">
          {t.addDevice}
        </Button>
      </form>
      {devices === null ? (
        <p role="status">{t.loading}</p>
      ) : (
        <DeviceTable
          devices={devices}
          onToggle={(device) => void toggle(device)}
          onRotate={(device) => void rotate(device)}
        />
      )}
      <Dialog open={created !== null} onOpenChange={(open) => !open && setCreated(null)}>
        <DialogContent>
          <DialogTitle>{t.keyTitle}</DialogTitle>
          <DialogDescription>{t.keyHint}</DialogDescription>
          <p className="font-mono text-base break-all select-all" data-testid="device-key">
            {created?.deviceKey}
          </p>
          <Button variant="primary" onClick={() => setCreated(null)}>
            {t.keyDone}
          </Button>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/**
 * Every device with its type, state and connection, the frames the server dropped from it and why
 * its last connection ended (a device too fast, or cut off, shows here); 停用 / 启用 and 更换密钥
 * per row, named by the device. 更换密钥 asks first (the confirm dialog, 取消 focused): a new key
 * disconnects the bridge until it is given the key.
 */
export function DeviceTable({
  devices,
  onToggle,
  onRotate,
}: {
  devices: readonly SignalDevice[];
  onToggle: (device: SignalDevice) => void;
  /** Gives the device a new key, once the admin confirmed it. */
  onRotate?: ((device: SignalDevice) => void) | undefined;
}) {
  const t = useMessages(mpsaMessages);
  const askRotate = async (device: SignalDevice, rotate: (device: SignalDevice) => void) => {
    const ok = await confirm({
      title: t.rotateConfirmTitle(device.name),
      message: t.rotateConfirm,
      confirmText: t.rotateKey,
      variant: 'danger',
    });
    if (ok) rotate(device);
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-border">
          <tr>
            <th className="p-2">{t.deviceColumns.name}</th>
            <th className="p-2">{t.deviceColumns.profile}</th>
            <th className="p-2">{t.deviceColumns.status}</th>
            <th className="p-2">{t.deviceColumns.connection}</th>
            <th className="p-2">{t.deviceColumns.health}</th>
            <th className="p-2">{t.deviceColumns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => (
            <tr key={device.id} className="border-b border-border">
              <td className="p-2">{device.name}</td>
              <td className="p-2">
                {`${t.modality[device.modality]} ${device.channels.length} ch ${device.sampleRate} Hz`}
              </td>
              <td className="p-2">{device.status === 'enabled' ? t.enabled : t.disabled}</td>
              <td className="p-2">{device.connected ? t.connected : t.notConnected}</td>
              <td className="p-2" data-testid="device-health">
                <span className="block">{t.droppedFrames(device.droppedFrames)}</span>
                <span className="block text-muted-foreground">
                  {device.lastDisconnect
                    ? t.lastDisconnect(
                        t.disconnectReason[device.lastDisconnect.reason],
                        formatTime(device.lastDisconnect.at),
                      )
                    : t.neverDisconnected}
                </span>
              </td>
              <td className="p-2">
                <Button
                  size="sm"
                  variant={device.status === 'enabled' ? 'danger' : 'default'}
                  aria-label={
                    device.status === 'enabled'
                      ? t.disableName(device.name)
                      : t.enableName(device.name)
                  }
                  onClick={() => onToggle(device)}
                >
                  {device.status === 'enabled' ? t.disable : t.enable}
                </Button>
                {onRotate && (
                  <Button
                    size="sm"
                    className="ms-2"
                    aria-label={t.rotateKeyName(device.name)}
                    onClick={() => void askRotate(device, onRotate)}
                  >
                    {t.rotateKey}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
