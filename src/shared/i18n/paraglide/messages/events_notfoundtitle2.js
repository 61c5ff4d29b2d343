import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Notfoundtitle2Inputs */

const en_events_notfoundtitle2 = /** @type {(inputs: Events_Notfoundtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was not found`)
};

const fil_events_notfoundtitle2 = /** @type {(inputs: Events_Notfoundtitle2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hindi makita ang event na ito`)
};

/**
* | output |
* | --- |
* | "This event was not found" |
*
* @param {Events_Notfoundtitle2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_notfoundtitle2 = /** @type {((inputs?: Events_Notfoundtitle2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Notfoundtitle2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_notfoundtitle2(inputs)
	return en_events_notfoundtitle2(inputs)
});
export { events_notfoundtitle2 as "events.notFoundTitle" }