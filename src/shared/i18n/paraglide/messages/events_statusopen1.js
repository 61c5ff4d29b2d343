import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Statusopen1Inputs */

const en_events_statusopen1 = /** @type {(inputs: Events_Statusopen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const fil_events_statusopen1 = /** @type {(inputs: Events_Statusopen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bukas`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Events_Statusopen1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_statusopen1 = /** @type {((inputs?: Events_Statusopen1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Statusopen1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_statusopen1(inputs)
	return en_events_statusopen1(inputs)
});
export { events_statusopen1 as "events.statusOpen" }