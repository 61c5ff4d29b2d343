import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Openboothpage2Inputs */

const en_events_openboothpage2 = /** @type {(inputs: Events_Openboothpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open upload page`)
};

const fil_events_openboothpage2 = /** @type {(inputs: Events_Openboothpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buksan ang upload page`)
};

/**
* | output |
* | --- |
* | "Open upload page" |
*
* @param {Events_Openboothpage2Inputs} inputs
* @param {{ locale?: "en" | "fil" }} options
* @returns {LocalizedString}
*/
const events_openboothpage2 = /** @type {((inputs?: Events_Openboothpage2Inputs, options?: { locale?: "en" | "fil" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Openboothpage2Inputs, { locale?: "en" | "fil" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "fil") return fil_events_openboothpage2(inputs)
	return en_events_openboothpage2(inputs)
});
export { events_openboothpage2 as "events.openBoothPage" }