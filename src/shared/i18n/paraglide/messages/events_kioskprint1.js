import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Kioskprint1Inputs */

const en_events_kioskprint1 = /** @type {(inputs: Events_Kioskprint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print slip`)
};

const fil_events_kioskprint1 = /** @type {(inputs: Events_Kioskprint1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-print ang slip`)
};

/**
* | output |
* | --- |
* | "Print slip" |
*
* @param {Events_Kioskprint1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_kioskprint1 = /** @type {((inputs?: Events_Kioskprint1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Kioskprint1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_kioskprint1(inputs)
	return en_events_kioskprint1(inputs)
});
export { events_kioskprint1 as "events.kioskPrint" }