import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kiosksendsms2Inputs */

const en_events_kiosksendsms2 = /** @type {(inputs: Events_Kiosksendsms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text me my tracking number`)
};

const fil_events_kiosksendsms2 = /** @type {(inputs: Events_Kiosksendsms2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-text sa akin ang tracking number ko`)
};

/**
* | output |
* | --- |
* | "Text me my tracking number" |
*
* @param {Events_Kiosksendsms2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kiosksendsms2 = /** @type {((inputs?: Events_Kiosksendsms2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kiosksendsms2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kiosksendsms2(inputs)
	return en_events_kiosksendsms2(inputs)
});
export { events_kiosksendsms2 as "events.kioskSendSms" }