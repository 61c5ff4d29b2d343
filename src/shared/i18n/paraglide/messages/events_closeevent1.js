import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Closeevent1Inputs */

const en_events_closeevent1 = /** @type {(inputs: Events_Closeevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close event`)
};

const fil_events_closeevent1 = /** @type {(inputs: Events_Closeevent1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isara ang event`)
};

/**
* | output |
* | --- |
* | "Close event" |
*
* @param {Events_Closeevent1Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_closeevent1 = /** @type {((inputs?: Events_Closeevent1Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Closeevent1Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_closeevent1(inputs)
	return en_events_closeevent1(inputs)
});
export { events_closeevent1 as "events.closeEvent" }