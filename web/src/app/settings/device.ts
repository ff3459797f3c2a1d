import { useEffect, useState } from 'react';
import { deviceClass, type DeviceClass } from '@/platform/layout-rules';

/** The device class of the current window width, updated on resize. */
export function useDeviceClass(): DeviceClass {
  const [device, setDevice] = useState<DeviceClass>(() => deviceClass(window.innerWidth));
  useEffect(() => {
    const onResize = () => setDevice(deviceClass(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return device;
}
