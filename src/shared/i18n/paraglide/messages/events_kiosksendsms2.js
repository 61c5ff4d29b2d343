import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksendsms2Inputs */

const en_events_kiosksendsms2 = /** @type {(inputs: Events_Kiosksendsms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me my tracking number`)
};

/**
* | output |
* | --- |
* | "Text me my tracking number" |
*
* @param {Events_Kiosksendsms2Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
const events_kiosksendsms2 = /** @type {((inputs?: Events_Kiosksendsms2Inputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksendsms2Inputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_events_kiosksendsms2(inputs)
});
export { events_kiosksendsms2 as "events.kioskSendSms" }